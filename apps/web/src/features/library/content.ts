import { formatDuration } from '@sanarte/shared';

/**
 * Copy of Mi Biblioteca and its player.
 * BRAND.md: one content module per feature.
 */
export const libraryCopy = {
  navLabel: 'Mi Biblioteca',
  pageTitle: 'Sanarte | Mi Biblioteca',
  title: 'Mi Biblioteca',
  intro: 'Las terapias que abre tu plan. Ponte cómodo, respira y elige una.',
  searchLabel: 'Buscar por título o etiqueta',
  searchPlaceholder: 'Ansiedad, sueño, autoestima...',
  clearSearch: 'Borrar búsqueda',
  loading: 'Cargando tu biblioteca...',
  loadError: 'No se pudo cargar tu biblioteca.',
  retry: 'Intentar de nuevo',
  results: (n: number) => (n === 1 ? '1 audio' : `${n} audios`),
  noResults: (q: string) => `No encontramos audios para «${q}».`,
  noResultsHint: 'Prueba con otra palabra o borra la búsqueda.',
  emptyTitle: 'Tu biblioteca está vacía',
  emptyText: 'Con un plan activo encontrarás aquí tus terapias de audio para escucharlas cuando quieras.',
  viewPlans: 'Ver Planes',
  noAudios: 'Todavía no hay audios en tu plan.',
  play: (title: string) => `Reproducir ${title}`,
  pause: (title: string) => `Pausar ${title}`,
  loadingAudio: (title: string) => `Cargando ${title}`,
  nowPlaying: 'Sonando',
  resumeFrom: (seconds: number) => `Continúa en ${formatDuration(seconds)}`,
  durationLabel: (seconds: number) => `Duración ${formatDuration(seconds)}`,
  tags: 'Etiquetas',
};

export const playerCopy = {
  region: 'Reproductor',
  play: 'Reproducir',
  pause: 'Pausar',
  loading: 'Cargando audio',
  back15: 'Retroceder 15 segundos',
  forward15: 'Avanzar 15 segundos',
  seek: 'Posición de reproducción',
  seekText: (current: number, total: number) => `${formatDuration(current)} de ${formatDuration(total)}`,
  speed: 'Velocidad de reproducción',
  speedOption: (rate: number) => `${rate.toLocaleString('es-ES')}×`,
  sleep: 'Temporizador de apagado',
  sleepOff: 'Sin temporizador',
  sleepOption: (minutes: number) => `${minutes} min`,
  sleepLeft: (seconds: number) => `Se detendrá en ${formatDuration(seconds)}`,
  sleepDone: 'El temporizador ha pausado el audio.',
  close: 'Cerrar reproductor',
  nowPlaying: (title: string) => `Reproduciendo: ${title}`,
  paused: (title: string) => `En pausa: ${title}`,
  noAccess: 'Tu plan no incluye este audio.',
  playError: 'No se pudo reproducir el audio. Inténtalo de nuevo.',
  dismiss: 'Cerrar aviso',
  artist: 'Sanarte',
};
