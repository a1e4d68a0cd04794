/**
 * Copy of the purchase and payment-confirmation screens that the spec does not print (house style:
 * one content module per feature). Texts the spec prints come from `es` in @sanarte/shared.
 */
export const checkoutCopy = {
  pageTitle: 'Sanarte | Pago',
  processingTitle: 'Preparando tu pago',
  processingHint: 'En unos segundos te llevaremos a la página de pago segura.',
  errorTitle: 'No hemos podido iniciar el pago',
  retry: 'Intentar de nuevo',
  backToPlans: 'Ver los planes',
  backToPanel: 'Ir a Mi Suscripción',
  chooseMiniThemes: 'Elegir mis 2 temas',
  resumeTitle: '¿Continuamos con el pago?',
  resumeText: 'Has vuelto desde la página de pago. Puedes retomarlo o elegir otro plan.',
  resume: 'Continuar al pago',
  /** The choice shown before the checkout when the server offers PayPal beside the card. */
  chooseTitle: 'Elige cómo pagar',
  payByCard: 'Pagar con tarjeta',
  payWithPaypal: 'Pagar con PayPal',
  paypalHint:
    'Con PayPal pagas desde tu cuenta de PayPal; la suscripción se renueva igual y puedes cancelarla cuando quieras.',
};

export const paymentCopy = {
  pageTitle: 'Sanarte | Confirmación de pago',
  verifyingHint: 'Estamos confirmando el pago con el proveedor. No cierres esta página.',
  successTitle: '¡Gracias por suscribirte!',
  successHint: (seconds: number) =>
    `Tu plan ya está activo. Te llevamos al inicio en ${seconds} ${seconds === 1 ? 'segundo' : 'segundos'}.`,
  failureTitle: 'No hemos podido confirmar tu pago',
  goHome: 'Ir al inicio',
  goLibrary: 'Ir a Mi Biblioteca',
  goSubscription: 'Ir a Mi Suscripción',
  retry: 'Intentar de nuevo',
};
