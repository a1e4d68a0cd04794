export const common = {
  brand: 'Sanarte',
  tagline: 'Terapias de audio personalizadas para tu bienestar',
  loading: 'Cargando...',
  retry: 'Intentar de nuevo',
  close: 'Cerrar',
  cancel: 'Cancelar',
  unknownError: 'Error desconocido',
  notFound: 'La página que buscas no existe o fue movida.',
  backHome: 'Volver al inicio',
  noTitle: 'Sin título',
  noDescription: 'Sin descripción',
  /** A deactivated account's answer, to a sign-in (login.inactive, google.contactAdmin) or any call. */
  contactAdmin: 'Por favor contacta al administrador para obtener ayuda.',
} as const;
