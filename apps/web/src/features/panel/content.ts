import { LIMITS, PAYMENT_STATUS_LABELS, type SubscriptionStatus } from '@sanarte/shared';

/**
 * Copy of the end-user panel that the spec does not print (house style: one content module per
 * feature). Texts the spec prints come from `es` in @sanarte/shared.
 */

export const shellCopy = {
  navLabel: 'Panel',
  collapseToggle: 'Menú lateral',
  collapse: 'Contraer menú lateral',
  expand: 'Expandir menú lateral',
  openMenu: 'Abrir secciones del panel',
  closeMenu: 'Cerrar secciones del panel',
  sections: 'Secciones',
  home: 'Inicio del panel',
  libraryNav: 'Mi Biblioteca',
};

export const welcomeCopy = {
  pageTitle: 'Sanarte | Panel de Control',
  intro: 'Este es tu espacio para cuidarte. ¿Por dónde quieres empezar hoy?',
  cards: {
    library: 'Escucha tus terapias y continúa donde lo dejaste.',
    tests: 'Consulta el resultado de tu test de bienestar y tus recomendaciones.',
    subscription: 'Revisa tu plan, su estado y tu historial.',
    settings: 'Actualiza tu foto, tu nombre y tu contraseña.',
  },
  activePlan: (name: string) => `Tu plan: ${name}`,
  noPlan: 'Todavía no tienes un plan activo.',
  nextSteps: 'Tus próximos pasos',
  go: 'Ir',
};

/** "Mi progreso" on the welcome page (components/my-progress.tsx): no streaks, no pressure. */
export const progressCopy = {
  title: 'Mi progreso',
  intro: 'Tu tiempo de escucha, a tu ritmo: aquí no hay rachas que se rompan.',
  loading: 'Cargando tu progreso...',
  loadError: 'No se pudo cargar tu progreso.',
  retry: 'Intentar de nuevo',
  empty: 'Cuando escuches tus terapias, aquí verás tus minutos y tus sesiones completadas.',
  minutesWeek: 'Minutos esta semana',
  sessionsWeek: 'Sesiones completadas esta semana',
  minutesMonth: 'Minutos este mes',
  sessionsMonth: 'Sesiones completadas este mes',
  minutes: (n: number) => (n === 1 ? '1 min' : `${n} min`),
  topThemes: 'Lo que más escuchas',
  missedYouTitle: 'Te echábamos de menos',
  missedYouText: (day: string) =>
    `Tu última sesión fue el ${day}. Cuando te apetezca, retoma donde lo dejaste: sin prisa.`,
  completedRule: 'Una sesión cuenta como completada cuando escuchas al menos el 90 % del audio.',
};

export const testsCopy = {
  pageTitle: 'Sanarte | Mi Test',
  miniFlowText:
    'Para comprar el plan Mini, primero completa el test de bienestar. Con tu resultado elegirás los 2 temas que quieres escuchar.',
  miniFlowDoneText:
    'Ya tienes el resultado de tu test. Ahora elige los 2 temas que quieres escuchar con el plan Mini.',
  chooseThemes: 'Elegir mis 2 temas',
  retakeIntro: 'Vuelve a responder las preguntas. Tu nuevo resultado sustituirá al anterior.',
  fallbackTitle: 'Tu resultado de ahora',
  fallbackSaveError: 'No pudimos guardar este resultado. Te mostramos el que acabas de obtener.',
  saveAgain: 'Guardar mi resultado',
  themesError: 'No se pudieron cargar los nombres de los temas.',
  savingAgain: 'Guardando...',
  /** The page's introduction (outside the mini flow), whatever the account's test: fixed, so that it is painted from the page's outline. */
  intro:
    'Responde el test de bienestar y te recomendaremos tus terapias. Aquí verás tu resultado y tus tests anteriores.',
  currentResult: 'Tu resultado',
  mainCategory: 'Categoría principal',
  recommendedThemes: 'Temas recomendados',
  takenOn: (date: string) => `Realizado el ${date}`,
  history: 'Historial de tests',
  historyEmpty: 'Todavía no hay tests anteriores.',
  historyLoading: 'Cargando historial...',
  historyError: 'No se pudo cargar el historial de tests.',
  retry: 'Intentar de nuevo',
  trialTitle: 'Tu audio de prueba',
  trialUntil: (date: string) => `Disponible hasta el ${date}`,
  trialListen: 'Escuchar mi audio de prueba',
};

export const subscriptionCopy = {
  pageTitle: 'Sanarte | Mi Suscripción',
  title: 'Mi Suscripción',
  /** The same for every account: painted from the page's outline. */
  intro: 'Tu plan, cuándo se renueva o termina y lo que has tenido antes, en un solo lugar.',
  current: 'Suscripción actual',
  noActiveText: 'Elige un plan para escuchar tus terapias cuando quieras.',
  price: 'Precio',
  duration: 'Duración',
  days: (n: number) => (n === 1 ? '1 día' : `${n} días`),
  createdAt: 'Fecha de alta',
  features: 'Incluye',
  history: 'Historial de suscripciones',
  status: 'Estado',
  period: (from: string, to: string) => `Del ${from} al ${to}`,
  loadingPlans: 'Cargando planes...',
  plansError: 'No se pudieron cargar los planes.',
  retry: 'Intentar de nuevo',
  noPlans: 'No hay planes disponibles en este momento.',
  upgradeHint: 'Pasa al plan Full y accede a todas las terapias.',
  /** A subscription its latest payment's full refund ended (Órdenes shows that payment «Reembolsado»). */
  refunded: `Pago ${PAYMENT_STATUS_LABELS.refunded.toLowerCase()}`,
};

export const STATUS_LABELS: Record<SubscriptionStatus, string> = {
  active: 'Activa',
  inactive: 'Inactiva',
  expired: 'Vencida',
  cancelled: 'Cancelada',
  pending: 'Pendiente',
  completed: 'Completada',
};

const maxMb = Math.round(LIMITS.avatarMaxBytes / (1024 * 1024));

export const settingsCopy = {
  pageTitle: 'Sanarte | Configuración',
  tabsLabel: 'Ajustes de la cuenta',
  photo: 'Foto de perfil',
  photoHint: `PNG, JPG, WEBP o GIF. Máximo ${maxMb} MB.`,
  choosePhoto: 'Cambiar foto',
  removeChosen: 'Descartar foto nueva',
  photoPreview: 'Vista previa de tu nueva foto',
  photoNotImage: 'Elige un archivo de imagen (PNG, JPG, WEBP o GIF).',
  photoTooLarge: `La imagen es demasiado grande. El tamaño máximo es ${maxMb} MB.`,
  photoUnreadable: 'No se pudo leer la imagen. Prueba con otra.',
  name: 'Nombre',
  lastName: 'Apellido',
  email: 'Correo electrónico',
  save: 'Guardar cambios',
  saving: 'Guardando...',
  currentPassword: 'Contraseña actual',
  newPassword: 'Nueva contraseña',
  confirmPassword: 'Confirmar nueva contraseña',
  toggles: {
    current: { show: 'Mostrar contraseña actual', hide: 'Ocultar contraseña actual' },
    next: { show: 'Mostrar nueva contraseña', hide: 'Ocultar nueva contraseña' },
    confirm: { show: 'Mostrar confirmación de contraseña', hide: 'Ocultar confirmación de contraseña' },
  },
  changePassword: 'Cambiar contraseña',
  changing: 'Actualizando...',
  googleNote:
    'Entras con Google. Si quieres, crea aquí una contraseña para entrar también con tu correo electrónico.',
  setPassword: 'Establecer contraseña',
};

/** The panel when the service cannot be reached (components/offline-panel.tsx). */
export const unreachableCopy = {
  /** A page that needs the service, opened without a connection. */
  needsNetworkTitle: 'Sin conexión',
  needsNetworkText:
    'Esta página necesita conexión a internet. Los audios que descargaste se pueden escuchar sin conexión.',
  listenDownloads: 'Escuchar mis descargas',
};
