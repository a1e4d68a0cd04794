/** Copy of "Guardados". House style: one content module per feature. */
export const savedCopy = {
  save: 'Guardar',
  saved: 'Guardado',
  saveLabel: (title: string) => `Guardar «${title}»`,
  unsaveLabel: (title: string) => `Quitar «${title}» de Guardados`,
  failed: 'No se pudo guardar el cambio. Inténtalo de nuevo.',
  title: 'Guardados',
  intro: 'Los audios que guardas para volver a ellos.',
  loading: 'Cargando tus audios guardados...',
  loadError: 'No se pudieron cargar tus audios guardados.',
  empty: 'Todavía no has guardado ningún audio. Pulsa «Guardar» en cualquier audio para tenerlo aquí.',
};
