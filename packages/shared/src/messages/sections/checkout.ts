export const checkout = {
  processing: 'Procesando tu solicitud...',
  errorPrefix: 'Error: ',
  verifying: 'Verificando tu pago...',
  success: 'Pago exitoso',
  missingSession: 'No se encontró el ID de sesión de pago.',
  verifyFailed: 'La verificación del pago falló. Por favor contacta al soporte.',
  verifyError: 'Error al verificar la sesión de pago',
  planNotFound: 'No se pudo encontrar el plan.',
  sessionFailed: 'No se pudo crear la sesión de pago.',
  getPlanFailedEn: 'Failed to get plan',
  createSessionFailedEn: 'Failed to create checkout session',
  loadPlansFailedEn: 'Failed to load plans',
} as const;
