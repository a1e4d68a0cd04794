/** Configuración → Avisos, the e-mails a listener may stop, and their unsubscribe page (our copy). */
export const notifications = {
  tab: 'Avisos',
  title: 'Avisos por correo',
  intro: 'Elige qué correos quieres recibir además de los de tu cuenta y tus pagos.',
  loading: 'Cargando tus preferencias...',
  loadFailed: 'No se pudieron cargar tus preferencias.',
  newReleasesLabel: 'Avisarme por correo cuando se publique una terapia nueva que puedo escuchar',
  saving: 'Guardando...',
  saved: 'Preferencias guardadas',
  saveFailed: 'No se pudieron guardar tus preferencias. Inténtalo de nuevo.',
  // The new-release e-mail; {title}, {theme} and {name} are filled in by the server
  releaseSubject: 'Nueva terapia en Sanarte: «{title}»',
  releaseGreeting: 'Hola, {name}:',
  releaseBody: 'Ya puedes escuchar «{title}», la nueva terapia de {theme}. Está incluida en tu plan.',
  releaseAction: 'Escuchar ahora',
  releaseFooter:
    'Recibes este correo porque tu plan incluye las terapias nuevas. Para no recibir más avisos como este:',
  unsubscribeLink: 'Darme de baja',
  // The unsubscribe page (/correo/baja)
  unsubscribeTitle: 'Darse de baja',
  unsubscribing: 'Procesando tu baja...',
  unsubscribed: 'Listo: ya no te enviaremos correos de terapias nuevas.',
  unsubscribeInvalid: 'El enlace de baja no es válido. Puedes elegir tus avisos en Configuración → Avisos.',
  unsubscribeFailed: 'No se pudo procesar la baja. Inténtalo de nuevo en unos minutos.',
  resubscribeHint: 'Si cambias de opinión, puedes volver a activarlos en Configuración → Avisos.',
  toSettings: 'Ir a mis avisos',
  // Practice reminders (Configuración → Avisos, and their e-mail)
  reminderTitle: 'Recordatorio para practicar',
  reminderIntro:
    'Elige los días y la hora en que quieres un breve correo para retomar tu práctica. Sin rachas ni reproches: solo una invitación.',
  reminderDaysLegend: 'Días',
  weekdays: ['Lunes', 'Martes', 'Miércoles', 'Jueves', 'Viernes', 'Sábado', 'Domingo'],
  reminderTimeLabel: 'Hora',
  reminderZoneNote: 'A esa hora en tu zona horaria ({zone}).',
  // When the saved reminder's zone is not the browser's: saving again moves it to the browser's
  reminderZoneSaved:
    'Tu recordatorio guardado usa otra zona horaria ({zone}); al guardarlo de nuevo usará la tuya.',
  reminderSave: 'Guardar recordatorio',
  reminderOff: 'Desactivar recordatorio',
  reminderSaved: 'Recordatorio guardado',
  reminderRemoved: 'Recordatorio desactivado',
  reminderNone: 'No tienes ningún recordatorio.',
  reminderDaysRequired: 'Elige al menos un día',
  reminderTimeInvalid: 'Indica una hora válida (HH:MM)',
  reminderZoneInvalid: 'La zona horaria no es válida',
  reminderSubject: 'Tu momento para practicar',
  reminderGreeting: 'Hola, {name}:',
  reminderBody:
    'Es la hora que elegiste para tu práctica. Unos minutos bastan: retoma donde lo dejaste o elige algo nuevo.',
  reminderBodyContinue: 'Es la hora que elegiste para tu práctica. Retoma «{title}» donde lo dejaste.',
  reminderAction: 'Continuar donde lo dejé',
  reminderFooter: 'Recibes este correo porque pediste un recordatorio para practicar. Para no recibir más:',
  unsubscribedReminders: 'Listo: ya no te enviaremos recordatorios para practicar.',
  // How the reminder arrives (Web Push where the browser supports it)
  reminderChannelLegend: 'Cómo quieres recibirlo',
  reminderChannelEmail: 'Por correo electrónico',
  reminderChannelPush: 'Como notificación en este dispositivo',
  reminderChannelPushHint:
    'Te llegará una notificación de Sanarte en los dispositivos donde la actives; si ninguno la recibe, te enviaremos el correo.',
  reminderChannelInvalid: 'Elige cómo quieres recibir el recordatorio',
  pushEnabling: 'Activando las notificaciones...',
  pushDenied:
    'Tu navegador ha bloqueado las notificaciones de Sanarte. Puedes permitirlas en los ajustes del navegador.',
  pushFailed: 'No se pudieron activar las notificaciones en este dispositivo. Inténtalo de nuevo.',
  pushNeedsDevice: 'Activa primero las notificaciones en este dispositivo.',
  pushSubscriptionInvalid: 'Este navegador no admite las notificaciones de Sanarte.',
  pushTooManyDevices: 'Has activado las notificaciones en demasiados dispositivos. Desactívalas en alguno.',
} as const;
