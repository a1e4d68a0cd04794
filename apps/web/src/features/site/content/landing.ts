import { LIMITS } from '@sanarte/shared';
import { SECTION_IDS, type SectionId } from '../../../config/paths';
import { contact } from './contact';
import { download } from './download';
import { testimonials } from './testimonials';

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

/**
 * Store buttons (hero and download area): drawn with text and an inline icon, no external image.
 * They lead to the store listings once configured, else to the install page (config/store-links.ts).
 */
export const stores = {
  platforms: ['android', 'ios'] as Platform[],
  names: { android: 'Android', ios: 'iOS' } satisfies Record<Platform, string>,
  badge: {
    android: { small: 'Disponible en', store: 'Google Play' },
    ios: { small: 'Descárgala en el', store: 'App Store' },
  } satisfies Record<Platform, { small: string; store: string }>,
};

export const hero = {
  eyebrow: 'Hipnoterapia guiada en audio',
  title: 'Escucha, respira y vuelve a ti.',
  lead: 'Sanarte reúne terapias de audio creadas por hipnoterapeutas para cuidar tu salud, tus relaciones y tu crecimiento personal. Haz el test de bienestar y descubre por dónde empezar.',
  trialNote: `Un audio completo gratis durante ${LIMITS.trialHours} horas. Sin tarjeta.`,
  downloadButton: 'Descargar la app',
  storesLabel: 'Descarga Sanarte',
};

/** The catalogue band: labels of the three figures (the figures come from /api/catalogue/stats). */
export const claims = {
  label: 'Sanarte en cifras',
  audios: { one: 'audio guiado', other: 'audios guiados' },
  themes: { one: 'tema', other: 'temas' },
  categories: { one: 'categoría', other: 'categorías' },
  moreThan: 'Más de',
  loading: 'Cargando cifras del catálogo',
};

/** The selling points' pictograms (about-section.tsx draws them). */
export type PointIcon = 'experts' | 'offline' | 'compass' | 'gift' | 'calendar' | 'quiet';

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
      text: `Escucha gratis un audio completo durante ${LIMITS.trialHours} horas antes de elegir un plan.`,
    },
    {
      icon: 'calendar',
      title: 'Una terapia nueva cada mes',
      text: 'Con el Plan Full, cada mes se suma una terapia nueva a tu biblioteca.',
      /** Names the latest real release under the text, once the catalogue's stats say which. */
      latestRelease: true,
    },
    {
      icon: 'quiet',
      title: 'Sin anuncios',
      text: 'Nada interrumpe tu sesión: ni anuncios ni distracciones.',
    },
  ] as const,
  /** The line under «Una terapia nueva cada mes»: `date` is formatDate's ('5 dic 2026'). */
  latestRelease: (title: string, date: string) => `La más reciente: «${title}», publicada el ${date}.`,
  care: 'La hipnoterapia acompaña tu bienestar, pero no sustituye la atención médica ni psicológica. Si lo necesitas, consulta con un profesional de la salud.',
};

export const plans = {
  intro: 'Empieza con un audio de prueba o elige el plan que mejor acompaña tu momento.',
  empty: 'No hay planes disponibles en este momento.',
  /** Used in the success toast when the plan list is not available. */
  trialPlanFallbackName: 'Audio de prueba',
};
