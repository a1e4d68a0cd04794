export const trial = {
  processError: 'Error al procesar la solicitud. Inténtalo de nuevo.',
  nameRequired: 'El nombre es requerido',
  lastNameRequired: 'El apellido es requerido',
  emailRequired: 'El email es requerido',
  emailInvalid: 'El email no es válido',
  nowYouCanAccess: 'Ahora puedes acceder a',
} as const;
