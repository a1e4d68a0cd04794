export const errors = {
  invalidInput: 'Los datos enviados no son válidos.',
  notFound: 'No se encontró el recurso solicitado.',
  unauthorized: 'Debes iniciar sesión para continuar.',
  forbidden: 'No tienes permiso para realizar esta acción.',
  tooManyRequests: 'Demasiados intentos. Por favor, espera un momento e inténtalo de nuevo.',
  payloadTooLarge: 'La solicitud es demasiado grande.',
  internal: 'Ha ocurrido un error inesperado. Por favor, inténtalo de nuevo.',
  unavailable:
    'El servicio no está disponible en este momento. Por favor, inténtalo de nuevo en unos minutos.',
  badClient: 'Cliente no autorizado.',
  xsrf: 'La solicitud no es válida. Recarga la página e inténtalo de nuevo.',
  planNotFound: 'No se pudo encontrar el plan.',
  routeNotFound: 'La ruta solicitada no existe.',
  invalidMediaPath: 'La ruta del archivo no es válida.',
  mediaExpired: 'El enlace del audio ha expirado o no es válido.',
  nameInvalid: 'Escribe solo letras, espacios, apóstrofos o guiones.',
  nameTooLong: 'Como máximo 60 caracteres.',
} as const;
