/** The name of an audio's play/pause button, which says what pressing it does: «Pausar …» or «Reproducir …». */
export const playPauseLabel = (title: string, playing: boolean): string =>
  playing ? `Pausar ${title}` : `Reproducir ${title}`;
