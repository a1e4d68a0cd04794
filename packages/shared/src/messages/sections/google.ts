import { common } from './common.js';

export const google = {
  cancelled: 'Autenticación cancelada por el usuario',
  noCode: 'Código de autorización no encontrado',
  contactAdmin: common.contactAdmin,
  authError: 'Error en la autenticación',
  processError: 'Error en el proceso de autenticación',
  notConfigured: 'El inicio de sesión con Google no está disponible en este momento.',
} as const;
