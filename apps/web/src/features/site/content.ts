import { SECTION_IDS, type SectionId } from '../../config/paths';

/**
 * Editable copy of the landing (BRAND.md: one content module per feature). Texts the spec prints
 * come from `es` in @sanarte/shared; this file holds the copy we write. No invented figures.
 */

export type NavItem = { label: string; section: SectionId };

/**
 * Navigation bar, in page order. The 'App' link (→ #download) joins when the download section
 * with the real store links exists.
 */
export const navItems: NavItem[] = [
  { label: 'Prueba gratuita', section: SECTION_IDS.trial },
  { label: 'Precios', section: SECTION_IDS.pricing },
  { label: 'Nosotros', section: SECTION_IDS.about },
  { label: 'Testimonios', section: SECTION_IDS.testimonials },
  { label: 'Contacto', section: SECTION_IDS.contact },
];

export const hero = {
  eyebrow: 'Hipnoterapia guiada en audio',
  title: 'Escucha, respira y vuelve a ti.',
  lead: 'Sanarte reúne terapias de audio guiadas para cuidar tu salud, tus relaciones y tu crecimiento personal. Haz el test de bienestar y descubre por dónde empezar.',
  primaryCta: 'Ver planes',
  secondaryCta: 'Cómo funciona la prueba',
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
};

export const plans = {
  intro: 'Empieza con un audio de prueba o elige el plan que mejor acompaña tu momento.',
  empty: 'No hay planes disponibles en este momento.',
};

export const about = {
  title: 'Nosotros',
  paragraphs: [
    'Sanarte nace para acercar la hipnoterapia guiada a tu día a día: un momento tranquilo, unos auriculares y una voz que te acompaña.',
    'Nuestras terapias están creadas por hipnoterapeutas y se organizan en Salud, Amor y Desarrollo Personal.',
  ],
  points: [
    { title: 'Hechas por especialistas', text: 'Terapias creadas por expertos en hipnoterapia.' },
    {
      title: 'Pensadas para ti',
      text: 'El test de bienestar te orienta hacia los temas que más te pueden ayudar.',
    },
    { title: 'Sin anuncios', text: 'Nada interrumpe tu sesión.' },
  ],
  care: 'La hipnoterapia acompaña tu bienestar, pero no sustituye la atención médica ni psicológica. Si lo necesitas, consulta con un profesional de la salud.',
};

export type Testimonial = { name: string; category: string; text: string };

export const testimonials: { title: string; intro: string; items: Testimonial[] } = {
  title: 'Testimonios',
  intro: 'Lo que cuentan quienes ya escuchan Sanarte.',
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
  ],
};

export const contact = {
  intro: '¿Tienes una pregunta sobre las terapias o tu suscripción? Escríbenos y te responderemos.',
  emailLabel: 'Correo electrónico',
  addressLabel: 'Dirección',
  address: ['Calle de Fuencarral 45', '28004 Madrid', 'España'],
  submit: 'Enviar mensaje',
  sending: 'Enviando...',
  requiredNote: 'Los campos marcados con * son obligatorios.',
  honeypotLabel: 'No rellenes este campo',
};

export const footer = {
  tagline: 'Terapias de audio personalizadas para tu bienestar.',
  navLabel: 'Enlaces del pie de página',
  socialLabel: 'Redes sociales',
  newTab: '(se abre en una pestaña nueva)',
};

export const notFound = {
  pageTitle: 'Sanarte | Página no encontrada',
};
