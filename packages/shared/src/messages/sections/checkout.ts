import { home } from './home.js';

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
  loadPlansFailedEn: home.loadPlansFailedEn,
  verifyEmailFirst: 'Confirma tu correo electrónico antes de suscribirte. Revisa tu bandeja de entrada.',
  miniNeedsTest: 'Para el plan Mini, completa primero el test de bienestar.',
  /** {currency} is the Mini's (USD, EUR). */
  upgradeOtherCurrency:
    'Para mejorar tu plan Mini, elige un plan en la misma moneda en que lo pagaste ({currency}).',
  /** The way to pay asked for is not offered here (PayPal where it is not configured). */
  methodUnavailable: 'Este medio de pago no está disponible. Elige otro para continuar.',
  checkoutInProgress: 'Ya tienes un pago en curso. Espera unos segundos y vuelve a intentarlo.',
  duplicateRefunded:
    'Ya tenías este plan activo, así que no te lo cobramos dos veces: te hemos devuelto este pago.',
  /** A charge that did not match the order (amount or currency): given back, nothing granted. */
  paymentRefunded:
    'No hemos podido completar tu compra con este pago, así que te lo hemos devuelto. Inténtalo de nuevo o escríbenos si necesitas ayuda.',
} as const;
