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
} as const;
