import { SECTION_IDS, type SectionId } from '../../config/paths';

/**
 * Editable copy of the landing (BRAND.md: one content module per feature). Texts the spec prints
 * come from `es` in @sanarte/shared; this file holds the copy we write. Numbers on the page come
 * from the live catalogue (claims.ts), never from here. The terms page has its own module
 * (terms-content.ts), loaded only with that page.
 */

export type NavItem = { label: string; section: SectionId };

/** Navigation bar, in the spec's order: app, free trial, pricing, about, testimonials, contact. */
export const navItems: NavItem[] = [
  { label: 'App', section: SECTION_IDS.download },
  { label: 'Prueba gratuita', section: SECTION_IDS.trial },
  { label: 'Precios', section: SECTION_IDS.pricing },
  { label: 'Nosotros', section: SECTION_IDS.about },
  { label: 'Testimonios', section: SECTION_IDS.testimonials },
  { label: 'Contacto', section: SECTION_IDS.contact },
];

export const header = {
  navLabel: 'Principal',
  logoLabel: 'Sanarte, ir al inicio',
  menuButton: 'Menú',
  menuTitle: 'Menú',
  closeMenu: 'Cerrar menú',
};

export type Platform = 'android' | 'ios';

/** Store buttons (hero and download area): drawn with text and an inline icon, no external image. */
export const stores = {
  platforms: ['android', 'ios'] as Platform[],
  names: { android: 'Android', ios: 'iOS' } satisfies Record<Platform, string>,
  badge: {
    android: { small: 'Disponible en', store: 'Google Play' },
    ios: { small: 'Descárgala en el', store: 'App Store' },
  } satisfies Record<Platform, { small: string; store: string }>,
  newTab: '(se abre en una pestaña nueva)',
};

export const hero = {
  eyebrow: 'Hipnoterapia guiada en audio',
  title: 'Escucha, respira y vuelve a ti.',
  lead: 'Sanarte reúne terapias de audio creadas por hipnoterapeutas para cuidar tu salud, tus relaciones y tu crecimiento personal. Haz el test de bienestar y descubre por dónde empezar.',
  trialNote: 'Un audio completo gratis durante 48 horas. Sin tarjeta.',
  downloadButton: 'Descargar la app',
  storesLabel: 'Descarga Sanarte',
};

/** The catalogue band: labels of the three figures (the figures come from /api/catalogue/stats). */
export const claims = {
  label: 'Sanarte en cifras',
  audios: { one: 'audio guiado', other: 'audios guiados' },
  themes: { one: 'tema', other: 'temas' },
  categories: { one: 'categoría', other: 'categorías' },
  /** The three categories of the spec, named only when the catalogue really has them. */
  categoryNames: 'Salud, Amor y Desarrollo Personal',
  moreThan: 'Más de',
  loading: 'Cargando cifras del catálogo',
};

export const about = {
  title: 'Qué es Sanarte',
  intro:
    'Un espacio tranquilo para cuidarte: sesiones de hipnoterapia guiada que puedes escuchar cuando y donde quieras.',
  points: [
    {
      icon: 'experts',
      title: 'Creadas por especialistas',
      text: 'Cada terapia la escriben y la graban hipnoterapeutas con años de práctica.',
    },
    {
      icon: 'offline',
      title: 'Escucha sin conexión',
      text: 'Descarga tus audios en la app y escúchalos donde quieras, también sin internet.',
    },
    {
      icon: 'compass',
      title: 'Recomendaciones para ti',
      text: 'Nuestro motor de recomendación usa tus respuestas al test para sugerirte los temas que mejor encajan contigo.',
    },
    {
      icon: 'gift',
      title: 'Prueba antes de suscribirte',
      text: 'Escucha gratis un audio completo durante 48 horas antes de elegir un plan.',
    },
    {
      icon: 'calendar',
      title: 'Una terapia nueva cada mes',
      text: 'Con el Plan Full, cada mes se suma una terapia nueva a tu biblioteca.',
    },
    {
      icon: 'quiet',
      title: 'Sin anuncios',
      text: 'Nada interrumpe tu sesión: ni anuncios ni distracciones.',
    },
  ] as const,
  care: 'La hipnoterapia acompaña tu bienestar, pero no sustituye la atención médica ni psicológica. Si lo necesitas, consulta con un profesional de la salud.',
};

export const howItWorks = {
  title: 'Cómo funciona',
  intro: 'Tres pasos sencillos para encontrar la terapia que necesitas ahora.',
  steps: [
    {
      title: 'Haz el test de bienestar',
      text: 'Responde 17 preguntas sencillas sobre cómo te sientes. Te llevará unos minutos.',
    },
    {
      title: 'Descubre tus terapias recomendadas',
      text: 'Te mostramos la categoría y los temas que mejor encajan con tu momento.',
    },
    {
      title: 'Empieza a sanar',
      text: 'Elige un audio, ponte los auriculares y regálate ese tiempo para ti.',
    },
  ],
};

export const wellbeingTest = {
  eyebrow: 'Gratis',
  title: 'Test de bienestar',
  text: 'En unos minutos sabrás qué temas pueden acompañarte mejor ahora. Al terminar, podrás escuchar gratis un audio recomendado durante 48 horas.',
  points: ['17 preguntas en 6 pasos', 'Resultados al momento', 'Sin compromiso'],
};

export type Testimonial = { name: string; category: string; text: string };

export const testimonials: {
  title: string;
  intro: string;
  carouselLabel: string;
  slideLabel: (index: number, total: number) => string;
  dotsLabel: string;
  dotLabel: (index: number, total: number, name: string) => string;
  pause: string;
  play: string;
  items: Testimonial[];
} = {
  title: 'Testimonios',
  intro: 'Lo que cuentan quienes ya escuchan Sanarte.',
  carouselLabel: 'Historias de clientes',
  slideLabel: (index, total) => `${index} de ${total}`,
  dotsLabel: 'Elige un testimonio',
  dotLabel: (index, total, name) => `Testimonio ${index} de ${total}: ${name}`,
  pause: 'Pausar el pase automático',
  play: 'Reanudar el pase automático',
  items: [
    {
      name: 'Lucía M.',
      category: 'Salud',
      text: 'Me costaba desconectar por la noche. Escuchar un audio antes de dormir se ha convertido en mi momento de calma.',
    },
    {
      name: 'Javier R.',
      category: 'Desarrollo Personal',
      text: 'Hice el test por curiosidad. Las recomendaciones encajaron con lo que estaba viviendo y me ayudaron a ordenar ideas.',
    },
    {
      name: 'Carmen G.',
      category: 'Amor',
      text: 'Después de una ruptura necesitaba un espacio para mí. Las sesiones me acompañaron sin prisas y sin juicios.',
    },
    {
      name: 'Marta S.',
      category: 'Salud',
      text: 'Escucho los audios de ansiedad en el metro, de camino al trabajo. Llego más tranquila y con la cabeza más clara.',
    },
    {
      name: 'Andrés P.',
      category: 'Desarrollo Personal',
      text: 'Me gusta que cada sesión sea breve y clara. La escucho por la mañana y empiezo el día con más foco.',
    },
    {
      name: 'Elena V.',
      category: 'Amor',
      text: 'Me ayudó a mirar mi relación con más calma y a pedir lo que necesitaba sin sentirme culpable.',
    },
    {
      name: 'Pablo D.',
      category: 'Salud',
      text: 'Era escéptico, lo reconozco. Pero la voz y la música me relajan de verdad y ahora lo uso casi todas las noches.',
    },
    {
      name: 'Nuria L.',
      category: 'Desarrollo Personal',
      text: 'El audio de autoestima se ha convertido en mi pequeño ritual de los domingos. Me recuerda que merezco cuidarme.',
    },
    {
      name: 'Sergio A.',
      category: 'Amor',
      text: 'Cuando perdí a mi padre, el tema de duelo me dio un espacio tranquilo para sentir lo que sentía, a mi ritmo.',
    },
  ],
};

export type TeamMember = { name: string; role: string; bio: string; hue: 'lavender' | 'sky' };

export const team: {
  title: string;
  intro: string;
  portraitAlt: (name: string) => string;
  members: TeamMember[];
} = {
  title: 'Nuestro equipo',
  intro: 'Las voces que te acompañan en cada sesión.',
  portraitAlt: (name) => `Retrato ilustrado de ${name}`,
  members: [
    {
      name: 'Laura Benítez',
      role: 'Hipnoterapeuta clínica',
      bio: 'Psicóloga de formación y hipnoterapeuta desde hace más de quince años. Acompaña procesos de ansiedad, descanso y autoestima, y dirige las terapias de Salud y Desarrollo Personal.',
      hue: 'lavender',
    },
    {
      name: 'Daniel Ortega',
      role: 'Hipnoterapeuta e instructor de mindfulness',
      bio: 'Especializado en relaciones y gestión emocional. Une hipnosis ericksoniana y atención plena en sesiones cercanas y sin artificios, y dirige las terapias de Amor.',
      hue: 'sky',
    },
  ],
};

export const plans = {
  intro: 'Empieza con un audio de prueba o elige el plan que mejor acompaña tu momento.',
  empty: 'No hay planes disponibles en este momento.',
  /** Used in the success toast when the plan list is not available. */
  trialPlanFallbackName: 'Audio de prueba',
};

export const trial = {
  title: 'Prueba gratuita',
  intro: 'Antes de suscribirte, escucha una terapia elegida para ti.',
  steps: [
    {
      title: 'Haz el test de bienestar',
      text: 'Responde unas preguntas sencillas sobre cómo te sientes ahora.',
    },
    {
      title: 'Descubre tus recomendaciones',
      text: 'Te sugerimos los temas que mejor encajan con tu momento.',
    },
    {
      title: 'Escucha tu audio de prueba',
      text: 'Elige un audio de los temas sugeridos y escúchalo gratis durante 48 horas.',
    },
  ],
  cta: 'Probar gratis 48 horas',
  note: 'Sin tarjeta: solo necesitas tu nombre y tu correo electrónico.',
};

export const download = {
  title: 'Lleva Sanarte contigo',
  intro: 'Descarga la app, entra con tu cuenta y escucha tus terapias donde quieras, también sin conexión.',
  platformLegend: 'Elige tu sistema',
  qrTitle: (platform: Platform) =>
    `Código QR para descargar Sanarte en ${platform === 'ios' ? 'iOS' : 'Android'}`,
  qrHint: 'Escanea el código con la cámara de tu móvil.',
};

export const contact = {
  intro: '¿Tienes una pregunta sobre las terapias o tu suscripción? Escríbenos y te responderemos.',
  emailLabel: 'Correo electrónico',
  addressLabel: 'Dirección',
  address: ['Calle de Fuencarral 45', '28004 Madrid', 'España'],
  hoursLabel: 'Horario de atención',
  hours: 'De lunes a viernes, de 9:00 a 18:00',
  submit: 'Enviar mensaje',
  sending: 'Enviando...',
  requiredNote: 'Los campos marcados con * son obligatorios.',
  honeypotLabel: 'No rellenes este campo',
  formLoading: 'Cargando el formulario de contacto...',
};

export const footer = {
  tagline: 'Terapias de audio personalizadas para tu bienestar.',
  navLabel: 'Enlaces del pie de página',
  socialLabel: 'Redes sociales',
  legalLabel: 'Información legal',
  terms: 'Términos y condiciones',
  newTab: '(se abre en una pestaña nueva)',
};

/** The trial / test access modal (seed 000 §4 "Trial modal"; messages of §5 come from `es`). */
export const trialModal = {
  testTitle: 'Haz el test de bienestar',
  audioSelectText:
    'Escucha gratis un audio completo durante 48 horas. Solo necesitas tu nombre y tu correo electrónico.',
  testSelectText:
    'Responde el test, descubre tus temas recomendados y escucha gratis un audio durante 48 horas.',
  chooseLabel: '¿Cómo quieres empezar?',
  newTrial: 'Empezar mi prueba gratis',
  newTrialHint: 'Es tu primera vez en Sanarte.',
  newTest: 'Empezar el test',
  continueTrial: 'Continuar mi prueba',
  continueHint: 'Ya te registraste para la prueba gratuita.',
  registerText: 'Cuéntanos cómo te llamas y a qué correo te escribimos.',
  continueText: 'Escribe el correo con el que empezaste tu prueba gratuita.',
  name: 'Nombre',
  lastName: 'Apellido',
  email: 'Correo electrónico',
  termsBefore: 'Acepto los ',
  termsLink: 'términos y condiciones',
  termsAfter: ' y la política de privacidad',
  termsNewTab: '(se abre en una pestaña nueva)',
  submitRegister: 'Empezar',
  submitContinue: 'Continuar',
  sending: 'Enviando...',
  back: 'Volver',
  formLabelRegister: 'Formulario de registro para la prueba gratuita',
  formLabelContinue: 'Formulario para continuar la prueba gratuita',
  thanks: (firstName: string) => `¡Gracias, ${firstName}!`,
};

/** 'Necesitas tener una cuenta' (seed 000 §2): shown to signed-out visitors on a paid plan. */
export const signupPrompt = {
  text: (planName: string) =>
    `Inicia sesión o crea tu cuenta para suscribirte a ${planName}. Después te llevaremos a completar la compra.`,
  miniText: (planName: string) =>
    `Inicia sesión o crea tu cuenta para suscribirte a ${planName}. Después harás el test para elegir tus 2 temas.`,
  login: 'Iniciar sesión',
  signup: 'Crear cuenta',
  google: 'Continuar con Google',
};

export const notFound = {
  pageTitle: 'Sanarte | Página no encontrada',
};
