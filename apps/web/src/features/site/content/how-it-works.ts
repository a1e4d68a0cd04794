/** Copy of the landing; see ./index.ts. */
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
