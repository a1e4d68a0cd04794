/**
 * Renewing subscriptions: what the customer reads in Mi Suscripción and in the billing e-mails.
 * Dates come formatted (formatDate) and amounts formatted (formatMoney) by the caller.
 */
export const billing = {
  renewsOn: (date: string) => `Se renueva el ${date}`,
  endsOn: (date: string) => `Finaliza el ${date}`,
  compUntil: (date: string) => `Acceso de cortesía hasta el ${date}`,
  compOpenEnded: 'Acceso de cortesía, sin fecha de fin',
  compNote: 'Te lo ha regalado el equipo de Sanarte: no se cobra ni se renueva.',
  pendingUntil: (date: string) =>
    `No pudimos cobrar la renovación. Actualiza tu tarjeta antes del ${date} para no perder el acceso.`,
  pendingTitle: 'Pago pendiente',
  cancelRenewal: 'Cancelar renovación',
  cancelConfirmTitle: '¿Cancelar la renovación?',
  cancelConfirmText: (date: string) =>
    `Tu suscripción no se renovará y no se te cobrará nada más. Seguirás teniendo acceso hasta el ${date}.`,
  cancelConfirm: 'Sí, cancelar renovación',
  keepRenewal: 'Mantener suscripción',
  cancelled: (date: string) => `Has cancelado la renovación. Tu acceso sigue hasta el ${date}.`,
  resume: 'Reanudar suscripción',
  resumed: (date: string) => `Tu suscripción vuelve a renovarse. Próxima renovación: ${date}.`,
  managePayment: 'Gestionar pago y facturas',
  updateCard: 'Actualizar tarjeta',
  portalFailed: 'No pudimos abrir la gestión de pagos. Inténtalo de nuevo en unos minutos.',
  actionFailed: 'No pudimos actualizar tu suscripción. Inténtalo de nuevo en unos minutos.',
  notRenewing: 'Tu suscripción no se renueva automáticamente.',
  noBillingAccount: 'Todavía no tienes pagos que gestionar.',
  actionTitle: 'Confirma tu pago',
  actionText: (amount: string, date: string) =>
    `Tu banco necesita que confirmes el pago de ${amount} de la renovación. Confírmalo antes del ${date} para no perder el acceso.`,
  actionButton: 'Confirmar el pago',
  upgradeCredit: (amount: string) => `Se descontará ${amount} por los días que no has usado del plan Mini.`,

  failNextArmed: 'La próxima renovación del simulador fallará.',

  // E-mails.
  receiptSubject: (plan: string) => `Recibo de tu suscripción ${plan}`,
  receiptIntro: (name: string) => `Hola ${name}, gracias por tu pago. Este es tu recibo.`,
  receiptPlan: (plan: string) => `Plan: ${plan}`,
  receiptAmount: (amount: string) => `Importe: ${amount}`,
  receiptPeriod: (from: string, to: string) => `Periodo: del ${from} al ${to}`,
  receiptAction: 'Ver factura',
  withdrawTitle: 'Desistir de la compra',
  withdrawText: (date: string, amount: string) =>
    `Aún no has escuchado ni descargado ningún audio desde que pagaste: hasta el ${date} puedes desistir y te devolvemos ${amount}. Tu suscripción terminará en ese momento.`,
  withdrawButton: 'Desistir y recibir el reembolso',
  withdrawConfirmTitle: '¿Desistir de la compra?',
  withdrawConfirmText: (amount: string) =>
    `Te devolveremos ${amount} a tu tarjeta y perderás ahora mismo el acceso a los audios del plan.`,
  withdrawKeep: 'Mantener mi plan',
  withdrawConfirm: 'Sí, desistir',
  withdrawn: 'Hecho: te hemos devuelto el pago. Te llegará un correo con los detalles.',
  withdrawalNotAvailable: (days: number) =>
    `Ya no puedes desistir de esta compra: han pasado ${days} días desde el pago o ya has escuchado o descargado algún audio. Si algo no va bien, escríbenos.`,
  withdrawalNote: (days: number) =>
    `Desistimiento del cliente desde Mi Suscripción (${days} días, sin escuchas)`,
  refundSubject: (plan: string) => `Te hemos devuelto tu pago de ${plan}`,
  refundIntro: (name: string) => `Hola ${name}, te hemos hecho un reembolso.`,
  refundAmount: (amount: string, paid: string) => `Importe reembolsado: ${amount} (de ${paid} pagados)`,
  refundTiming: 'El dinero llegará a tu tarjeta en 5 a 10 días hábiles, según tu banco.',
  refundAccessEnded: 'Tu suscripción ha terminado con este reembolso y ya no se renovará.',
  refundAccessKept: 'Tu suscripción sigue igual: conservas el acceso a tus audios.',
  reminderSubject: 'Tu suscripción anual se renueva en 7 días',
  reminderText: (name: string, plan: string, date: string, amount: string) =>
    `Hola ${name}, tu suscripción ${plan} se renovará el ${date} y se cobrarán ${amount} en tu tarjeta.`,
  reminderHint:
    'Si no quieres renovarla, puedes cancelar la renovación desde Mi Suscripción antes de esa fecha.',
  reminderAction: 'Ir a Mi Suscripción',
  failedSubject: 'No pudimos cobrar tu suscripción',
  failedText: (name: string, plan: string, amount: string) =>
    `Hola ${name}, no pudimos cobrar ${amount} por la renovación de tu suscripción ${plan}.`,
  failedHint: (date: string) =>
    `Actualiza tu tarjeta antes del ${date} para seguir escuchando tus audios sin interrupciones.`,
  failedAction: 'Actualizar tarjeta',
  actionSubject: 'Confirma el pago de tu suscripción',
  actionMailText: (name: string, plan: string, amount: string) =>
    `Hola ${name}, tu banco necesita que confirmes el pago de ${amount} de la renovación de tu suscripción ${plan}. Es una comprobación de seguridad de tu banco para pagos con tarjeta.`,
  actionMailHint: (date: string) =>
    `Confírmalo antes del ${date} para seguir escuchando tus audios sin interrupciones. También puedes hacerlo desde Mi Suscripción.`,
  cancelSubject: 'Has cancelado la renovación de tu suscripción',
  cancelText: (name: string, plan: string, date: string) =>
    `Hola ${name}, hemos cancelado la renovación de tu suscripción ${plan}. No se te cobrará nada más.`,
  cancelHint: (date: string) =>
    `Puedes seguir escuchando hasta el ${date}. Si cambias de idea, reanuda la suscripción desde Mi Suscripción antes de esa fecha.`,
  cancelAction: 'Ir a Mi Suscripción',
} as const;
