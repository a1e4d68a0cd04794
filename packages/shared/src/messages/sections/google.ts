export const google = {
  cancelled: 'Autenticación cancelada por el usuario',
  noCode: 'Código de autorización no encontrado',
  contactAdmin: 'Por favor contacta al administrador para obtener ayuda.',
  authError: 'Error en la autenticación',
  processError: 'Error en el proceso de autenticación',
  notConfigured: 'El inicio de sesión con Google no está disponible en este momento.',
} as const;
