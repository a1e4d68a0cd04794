/**
 * Privacy: the panel's «Privacidad» tab (export, account deletion), the confirmation link's page,
 * the e-mails and the back-office's deletion of a customer. Dates come formatted by the caller.
 */
export const privacy = {
  tab: 'Privacidad',

  exportTitle: 'Descarga tus datos',
  exportText:
    'Descarga en un archivo JSON todo lo que guardamos sobre ti: tu perfil, tus tests, tus suscripciones, tus pagos, tu historial de escucha y tus consentimientos.',
  exportButton: 'Descargar mis datos',
  exporting: 'Preparando tu archivo...',
  exported: 'Tus datos se han descargado.',
  exportFailed: 'No pudimos preparar tus datos. Inténtalo de nuevo en unos minutos.',

  deleteTitle: 'Eliminar tu cuenta',
  deleteText:
    'Se cancelará tu suscripción, se cerrarán tus sesiones y se borrarán tus datos personales. Los pagos se conservan sin datos personales durante el plazo que exige la ley. Esta acción no se puede deshacer.',
  deleteButton: 'Eliminar mi cuenta',
  deleteConfirmTitle: '¿Eliminar tu cuenta definitivamente?',
  deleteConfirmText: 'Perderás el acceso a tu biblioteca y a tu historial. No se puede deshacer.',
  deleteConfirmSubscription: (date: string) =>
    `Tu suscripción se cancelará ahora mismo y no se renovará: perderás el acceso que te queda hasta el ${date}, sin reembolso.`,
  passwordLabel: 'Tu contraseña',
  passwordHint: 'Para confirmar que eres tú.',
  showPassword: 'Mostrar contraseña',
  hidePassword: 'Ocultar contraseña',
  passwordRequired: 'Introduce tu contraseña para confirmar.',
  wrongPassword: 'La contraseña no es correcta.',
  noPasswordHint: 'Tu cuenta no tiene contraseña: te enviaremos un correo con un enlace para confirmar.',
  deleteConfirm: 'Sí, eliminar mi cuenta',
  sendConfirmation: 'Enviarme el enlace de confirmación',
  keepAccount: 'Cancelar',
  deleting: 'Eliminando tu cuenta...',
  sending: 'Enviando el enlace...',
  deleted: 'Tu cuenta se ha eliminado. Sentimos verte marchar.',
  confirmationSent: (email: string) =>
    `Te hemos enviado un correo a ${email} con un enlace para confirmar la eliminación de tu cuenta. Caduca en 1 hora.`,
  deleteFailed: 'No pudimos eliminar tu cuenta. Inténtalo de nuevo en unos minutos.',
  cancelFailed:
    'No pudimos cancelar tu suscripción con el proveedor de pagos, así que no hemos eliminado tu cuenta. Inténtalo de nuevo en unos minutos.',

  confirmPageTitle: 'Eliminar tu cuenta',
  confirmPageText: 'Pulsa el botón para eliminar tu cuenta de Sanarte definitivamente.',
  confirmInvalid:
    'El enlace para eliminar tu cuenta no es válido o ha caducado. Solicita uno nuevo desde Configuración.',
  backHome: 'Volver al inicio',

  // E-mails.
  confirmMailSubject: 'Confirma la eliminación de tu cuenta',
  confirmMailIntro:
    'Has pedido eliminar tu cuenta de Sanarte. Si has sido tú, pulsa el botón. El enlace caduca en 1 hora.',
  confirmMailButton: 'Eliminar mi cuenta',
  confirmMailIgnore: 'Si no lo has pedido tú, ignora este correo: tu cuenta sigue intacta.',
  deletedMailSubject: 'Tu cuenta de Sanarte se ha eliminado',
  deletedMailIntro:
    'Hemos eliminado tu cuenta y tus datos personales. Conservamos los registros de pago sin datos personales durante el plazo que exige la ley.',

  // Back-office.
  adminDelete: 'Eliminar cuenta',
  adminDeleteTitle: '¿Eliminar la cuenta de este cliente?',
  adminDeleteText:
    'Se cancelará su suscripción, se cerrarán sus sesiones y se anonimizarán sus datos personales. Los pagos se conservan anonimizados. No se puede deshacer.',
  adminDeleteConfirm: 'Sí, eliminar cuenta',
  adminDeleting: 'Eliminando cuenta...',
  adminDeleted: 'Cuenta eliminada y datos personales anonimizados.',
  adminOnlyClients: 'Solo se pueden eliminar cuentas de clientes.',
  staffSelfDelete: 'Las cuentas del equipo las elimina un administrador desde el back-office.',
  alreadyDeleted: 'Esta cuenta ya está eliminada.',
  deletedAccount: 'Cuenta eliminada',
  deletedOn: (date: string, by: string) => `Eliminada el ${date} por ${by}`,
  deletedBySelf: 'el propio cliente',
};
