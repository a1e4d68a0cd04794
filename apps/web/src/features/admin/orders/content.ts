import { es } from '@sanarte/shared';

/** Órdenes: the copy the spec does not print (its own texts are in es.admin.*). */
export const ordersCopy = {
  searchLabel: 'Buscar por usuario, correo o plan',
  searchPlaceholder: 'Nombre, correo o plan',
  statusLabel: 'Estado',
  allStatuses: 'Todos los estados',
  filters: 'Filtros de órdenes',
  tableLabel: 'Logs de órdenes',
  loading: es.admin.ordersLoading,
  empty: es.admin.ordersEmpty,
  noMatch: es.admin.ordersNoMatch,
  columns: {
    user: 'Usuario',
    plan: 'Plan',
    amount: 'Monto',
    status: 'Estado',
    date: 'Fecha',
    actions: 'Acciones',
  },
  notAvailable: 'N/A',
  detail: {
    id: 'ID del pago',
    status: 'Estado',
    amount: 'Monto pagado',
    provider: 'Proveedor',
    /** The payment's id at its provider (PayPal's sale or subscription, Stripe's invoice or session). */
    providerReference: 'ID en el proveedor',
    user: 'Usuario',
    email: 'Correo electrónico',
    plan: 'Plan comprado',
    planPrice: 'Precio del plan al comprar',
    created: 'Creado',
    updated: 'Actualizado',
    promotion: 'Código promocional',
    /** {code} and {discount} are filled in. */
    promotionValue: '{code} (−{discount})',
  },
  ofOrder: (name: string) => `de la orden de ${name}`,
  /** What the customer did since paying: the basis of a refund or withdrawal decision. */
  listening: {
    term: 'Escucha desde el pago',
    loading: 'Cargando la escucha…',
    failed: 'No se pudo cargar la escucha del cliente.',
    none: 'No ha abierto ningún audio desde el pago.',
    some: (audios: number, minutes: number) =>
      `${audios} ${audios === 1 ? 'audio abierto' : 'audios abiertos'} · ${minutes} min escuchados`,
  },
  refund: {
    refunded: 'Reembolsado',
    note: 'Motivo del reembolso',
    amountHint: 'En la moneda del pago, con coma o punto para los decimales.',
  },
  /** A dispute (chargeback) the customer's bank opened on the payment, as the provider names it. */
  dispute: {
    badge: 'En disputa',
    title: 'Disputa del cargo',
    status: 'Estado de la disputa',
    reason: 'Motivo',
    amount: 'Importe disputado',
    created: 'Abierta el',
    statuses: {
      warning_needs_response: 'Consulta del banco: requiere respuesta',
      warning_under_review: 'Consulta del banco: en revisión',
      warning_closed: 'Consulta del banco: cerrada',
      needs_response: 'Requiere respuesta',
      under_review: 'En revisión',
      won: 'Ganada',
      lost: 'Perdida',
      prevented: 'Evitada',
    } as Record<string, string>,
    reasons: {
      bank_cannot_process: 'El banco no puede procesarlo',
      check_returned: 'Cheque devuelto',
      credit_not_processed: 'Reembolso no recibido',
      customer_initiated: 'Iniciada por el cliente',
      debit_not_authorized: 'Adeudo no autorizado',
      duplicate: 'Cargo duplicado',
      fraudulent: 'Fraude',
      general: 'General',
      incorrect_account_details: 'Datos de cuenta incorrectos',
      insufficient_funds: 'Fondos insuficientes',
      noncompliant: 'No conforme',
      product_not_received: 'Servicio no recibido',
      product_unacceptable: 'Servicio no aceptable',
      subscription_canceled: 'Suscripción cancelada',
      unrecognized: 'Cargo no reconocido',
    } as Record<string, string>,
  },
} as const;

/** A provider code's Spanish label, or the code itself when it is newer than this list. */
export const labelOf = (labels: Record<string, string>, code: string) => labels[code] ?? code;
