import { formatDuration } from '@sanarte/shared';

/**
 * Copy of the app's player: its bar, its skip link, its errors and the media session.
 * House style: one content module per feature.
 */
export const playerCopy = {
  region: 'Reproductor',
  play: 'Reproducir',
  pause: 'Pausar',
  resume: 'Continuar',
  resumeFrom: (seconds: number) => `Continuar desde ${formatDuration(seconds)}`,
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
  expand: 'Ampliar reproductor',
  collapse: 'Reducir reproductor',
  skipLink: 'Saltar al reproductor',
  nowPlaying: (title: string) => `Reproduciendo: ${title}`,
  paused: (title: string) => `En pausa: ${title}`,
  noAccess: 'Tu plan no incluye este audio.',
  playError: 'No se pudo reproducir el audio. Inténtalo de nuevo.',
  dismiss: 'Cerrar aviso',
  artist: 'Sanarte',
};
