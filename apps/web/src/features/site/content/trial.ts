/** Copy of the landing; see ./index.ts. */
import { LIMITS } from '@sanarte/shared';

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
      text: `Elige un audio de los temas sugeridos y escúchalo gratis durante ${LIMITS.trialHours} horas.`,
    },
  ],
  cta: `Probar gratis ${LIMITS.trialHours} horas`,
  note: 'Sin tarjeta: solo necesitas tu nombre y tu correo electrónico.',
};
