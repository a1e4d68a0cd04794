/** Copy of the landing; see ./index.ts. */
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
