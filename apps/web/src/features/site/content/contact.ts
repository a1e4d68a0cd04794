/** Copy of the landing; see ./index.ts. The e-mail and the address come from the identity. */
export const contact = {
  intro: '¿Tienes una pregunta sobre las terapias o tu suscripción? Escríbenos y te responderemos.',
  emailLabel: 'Correo electrónico',
  addressLabel: 'Dirección',
  hoursLabel: 'Horario de atención',
  hours: 'De lunes a viernes, de 9:00 a 18:00',
  submit: 'Enviar mensaje',
  sending: 'Enviando...',
  requiredNote: 'Los campos marcados con * son obligatorios.',
  honeypotLabel: 'No rellenes este campo',
  formLoading: 'Cargando el formulario de contacto...',
};
