/** Copy of the landing; see ./index.ts. */
import { LIMITS } from '@sanarte/shared';

export const wellbeingTest = {
  eyebrow: 'Gratis',
  title: 'Test de bienestar',
  text: `En unos minutos sabrás qué temas pueden acompañarte mejor ahora. Al terminar, podrás escuchar gratis un audio recomendado durante ${LIMITS.trialHours} horas.`,
  points: ['17 preguntas en 6 pasos', 'Resultados al momento', 'Sin compromiso'],
};
