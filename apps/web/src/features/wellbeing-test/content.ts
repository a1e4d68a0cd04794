/**
 * Editable copy of the wellbeing test page (house style: one content module per feature). Texts the
 * spec prints come from `es.test` / `es.common` in @sanarte/shared; this file holds the copy we write.
 */
import { LIMITS } from '@sanarte/shared';

export type Platform = 'android' | 'ios';

export const meta = {
  title: 'Sanarte | Test de Bienestar Personal',
  description:
    'Haz gratis el test de bienestar de Sanarte: 17 preguntas sencillas para descubrir qué terapias de audio guiadas encajan con tu momento.',
};

export const questionnaire = {
  intro: 'Responde con calma y sinceridad: no hay respuestas buenas ni malas. Te llevará unos minutos.',
  retakeIntro: 'Vuelve a responder las preguntas. Tu nuevo resultado sustituirá al anterior.',
  sectionOf: (current: number, total: number) => `Sección ${current} de ${total}`,
  progressLabel: 'Progreso del test',
  percentCompleted: (percent: number) => `${percent}% completado`,
  incompleteHint: 'Responde todas las preguntas de esta sección para continuar.',
  backToResults: 'Volver a mis resultados',
  stepsLabel: 'Secciones del test',
  stepState: (index: number, state: 'done' | 'current' | 'pending') =>
    `Sección ${index + 1}: ${state === 'done' ? 'completada' : state === 'current' ? 'actual' : 'pendiente'}`,
};

export const results = {
  suggestedCategory: 'Categoría sugerida',
  recommendedThemes: 'Temas recomendados',
  immediateNote: `Este resultado aún no se ha guardado. Empieza tu prueba gratuita para guardarlo y escuchar gratis un audio de tus temas durante ${LIMITS.trialHours} horas.`,
  startTrial: 'Empezar prueba gratuita',
  retakeDisabledMini: 'Con el plan Mini no puedes repetir el test: tus temas parten de este resultado.',
  themesError: 'No se pudieron cargar los temas.',
  /** A saved result leads to "Para ti" on the panel's welcome page. */
  forYou: 'Ver «Para ti» en mi panel',
};

/** After choosing the trial audio: the way on, to the plans. */
export const subscribe = {
  title: 'Sigue escuchando con un plan',
  text: 'Tu audio de prueba es solo el comienzo. Con un plan escuchas todas las terapias de tus temas cuando quieras, sin límite de tiempo.',
  action: 'Ver planes',
};

export const download = {
  title: 'Llévate Sanarte en tu móvil',
  text: 'Escanea el código QR con la cámara del móvil o pulsa el botón de tu sistema.',
  /** On a phone or tablet, which installs the app itself: no code to scan. */
  phoneText: 'Ya estás en tu móvil: pulsa el botón de tu sistema para instalar Sanarte aquí mismo.',
  platformLegend: 'Tu sistema',
  platforms: { android: 'Android', ios: 'iOS' } satisfies Record<Platform, string>,
  qrTitle: (platform: Platform) =>
    `Código QR para descargar Sanarte en ${platform === 'android' ? 'Android' : 'iPhone o iPad'}`,
  badge: {
    android: { small: 'Disponible en', store: 'Google Play' },
    ios: { small: 'Descárgalo en el', store: 'App Store' },
  } satisfies Record<Platform, { small: string; store: string }>,
};

export const audios = {
  themeLegend: 'Tema',
  loading: 'Cargando audios...',
  error: 'No se pudieron cargar los audios.',
  empty: 'Este tema todavía no tiene audios.',
  duration: 'Duración',
  position: 'Posición del audio',
  trialBadge: 'Elegido como audio de prueba',
  onlyTrial: 'Solo puedes escuchar el audio de prueba que elegiste.',
  availableUntil: (date: string) => `Disponible hasta el ${date}.`,
};

export const confirmTrial = {
  title: 'Confirmar audio de prueba',
  accept: 'Aceptar',
};

export const gateDismiss = 'Ahora no';

export type GateKind = 'anonymous' | 'unverified' | 'subscriber' | 'mini';

/** Why pressing play does not start a trial audio, and where to go instead. */
export const gates: Record<GateKind, { title: string; text: string; action?: string }> = {
  anonymous: {
    title: 'Empieza tu prueba gratuita',
    text: `Para escuchar este audio, regístrate en la prueba gratuita: es gratis y solo te pedimos tu nombre y tu correo. Después podrás elegir un audio y escucharlo durante ${LIMITS.trialHours} horas.`,
    action: 'Empezar prueba gratuita',
  },
  unverified: {
    title: 'Verifica tu correo electrónico',
    text: 'Antes de elegir un audio de prueba, confirma tu correo con el enlace que te hemos enviado.',
    action: 'Verificar mi correo',
  },
  subscriber: {
    title: 'Ya tienes una suscripción',
    text: 'El audio de prueba es para quien aún no está suscrito. Tus audios te esperan en tu panel.',
    action: 'Ir a mi panel',
  },
  mini: {
    title: 'Plan Mini',
    text: 'Con el plan Mini eliges 2 temas y escuchas todos sus audios después del pago. El audio de prueba no está disponible en este plan.',
  },
};

export const mini = {
  title: 'Elige tus 2 temas',
  intro: 'Con el plan Mini accedes a todos los audios de 2 temas. Te sugerimos los de tu test.',
  suggested: 'Temas sugeridos por tu test',
  more: 'Ver todos los temas',
  selected: (count: number) => `${count} de 2 temas elegidos`,
};
