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
