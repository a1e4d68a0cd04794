export const session = {
  expiredTitle: 'Sesión Expirada',
  expiredText: 'Tu sesión ha expirado. Por favor, inicia sesión nuevamente para continuar.',
  loginButton: 'Iniciar Sesión',
} as const;
