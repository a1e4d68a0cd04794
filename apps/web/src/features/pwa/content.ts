/** Texts of the app update prompt. */
export const updateCopy = {
  title: 'Nueva versión disponible',
  text: 'Actualiza para usar la última versión de Sanarte.',
  deferredText: 'Se actualizará cuando pauses o termine el audio.',
  applying: 'Actualizando…',
  update: 'Actualizar',
  later: 'Más tarde',
} as const;
