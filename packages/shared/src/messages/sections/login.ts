import { common } from './common.js';

export const login = {
  emailRequired: 'Por favor ingresa tu correo electrónico',
  passwordRequired: 'Por favor ingresa tu contraseña',
  inactive: common.contactAdmin,
  googleAccount: 'Esta cuenta fue creada con Google',
  invalidCredentials: 'Correo electrónico o contraseña incorrectos.',
  loginFailed: 'Login failed',
  errorLoggingIn: 'Error al iniciar sesión',
  tokenNotValid: 'Token is not valid',
  tokenValidationFailed: 'Token validation failed',
  logoutFailed: 'Logout failed',
  googleFailed: 'Google OAuth failed',
} as const;
