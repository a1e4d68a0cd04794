/** KPI Reproduccion: the copy the spec does not print. */
export const kpiCopy = {
  intro: 'Los 5 elementos más escuchados, por tiempo total de reproducción (hh:mm:ss).',
  rangeLabel: 'Periodo',
  loading: 'Cargando estadísticas...',
  categories: 'Categorías más escuchadas',
  themes: 'Temas más escuchados',
  audios: 'Audios más escuchados',
  nameColumn: { categories: 'Categoría', themes: 'Tema', audios: 'Audio' },
  timeColumn: 'Tiempo de escucha (hh:mm:ss)',
  position: 'Posición',
  listeningTime: 'Tiempo de escucha',
  showTables: 'Ver los datos en tablas',
  tableCaption: (title: string) => `${title}: tiempo total de reproducción`,
} as const;

/** «Finalización por audio»: how far listeners get into each audio (all time). */
export const completionCopy = {
  title: 'Finalización por audio',
  caption:
    'Desde la primera escucha registrada (no depende del periodo elegido), los audios más reproducidos primero. ' +
    'Una reproducción es el día de escucha de un oyente.',
  loading: 'Cargando la finalización por audio...',
  loadError: 'No se pudo cargar la finalización por audio.',
  none: 'Aún no hay escuchas registradas.',
  label: 'Finalización por audio',
  download: 'Descargar CSV',
  downloadWhat: ' de la finalización por audio',
  fileName: 'finalizacion-audios',
  columns: {
    audio: 'Audio',
    duration: 'Duración (mm:ss)',
    plays: 'Reproducciones',
    listeners: 'Oyentes',
    completion: 'Finalización',
    curve: 'Siguen escuchando',
  },
  /** 'al inicio', 'al 10 %' … 'al 90 %': how far into the audio (k tenths). */
  at: (k: number) => (k === 0 ? 'al inicio' : `al ${k * 10}\u00a0%`),
  atTitle: (k: number) => (k === 0 ? 'Al inicio' : `Al ${k * 10}\u00a0%`),
  curveLabel: (points: string[]) => `Siguen escuchando: ${points.join(', ')}`,
  curvePoint: (share: string, at: string) => `${share} ${at}`,
  curveNone: 'Sin oyentes todavía',
  showValues: 'Ver los 10 valores',
  ofAudio: (name: string) => ` de ${name}`,
  listeners: (n: number, text: string) => `${text} ${n === 1 ? 'oyente' : 'oyentes'}`,
} as const;
