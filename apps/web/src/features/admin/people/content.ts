/**
 * The copy of the people screens (Panel de Control, KPI, Usuarios CRM, Clientes, Planes, Órdenes)
 * that the spec does not print. The spec's own texts live in packages/shared (es.admin.*).
 */

/** The user forms and actions shared by Clientes and Usuarios CRM. */
export const userCopy = {
  status: 'Estado',
  edit: 'Editar',
  name: 'Nombre',
  lastName: 'Apellido',
  email: 'Correo electrónico',
  password: 'Contraseña',
  confirmPassword: 'Confirmar contraseña',
  phone: 'Teléfono (opcional)',
  role: 'Rol',
  clientType: 'Tipo de cliente',
  clientTypeNew:
    'Se crea como Visitante y pasa a Suscriptor cuando compra un plan: el tipo lo da la suscripción, no se elige aquí.',
  clientTypeFollows:
    'El tipo lo da la suscripción, no se elige aquí: un cliente es Suscriptor mientras un plan le da acceso y vuelve a Visitante cuando termina.',
  plan: 'Plan',
  choosePlan: 'Selecciona un plan',
  showPassword: 'Mostrar contraseña',
  hidePassword: 'Ocultar contraseña',
  showConfirm: 'Mostrar confirmación de contraseña',
  hideConfirm: 'Ocultar confirmación de contraseña',
  requiredNote: 'Los campos marcados con * son obligatorios.',
  create: 'Crear cuenta',
  creating: 'Creando cuenta...',
  invite: 'Enviar invitación',
  inviting: 'Enviando invitación...',
  inviteNote:
    'Enviaremos una invitación a este correo para que la persona elija su propia contraseña. El enlace es válido durante 72 horas y solo se puede usar una vez.',
  save: 'Guardar cambios',
  saving: 'Guardando...',
  updated: 'Usuario actualizado correctamente',
  info: 'Información de la cuenta',
  id: 'ID',
  verified: 'Verificado',
  yes: 'Sí',
  no: 'No',
  createdAt: 'Fecha de creación',
  updatedAt: 'Última actualización',
  activeSubscription: 'Suscripción activa',
  panelAccess: 'Acceso al panel',
  deactivateTitle: '¿Desactivar la cuenta?',
  activateTitle: '¿Activar la cuenta?',
  deactivateText: (name: string) =>
    `${name} ya no podrá acceder al sistema hasta que vuelvas a activar su cuenta.`,
  activateText: (name: string) => `${name} podrá volver a acceder al sistema.`,
  deactivated: (name: string) => `La cuenta de ${name} se ha desactivado.`,
  activated: (name: string) => `La cuenta de ${name} se ha activado.`,
} as const;
