/** Copy of the landing; see ./index.ts. */
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
