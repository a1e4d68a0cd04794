export const mail = {
  contactSubject: 'Nuevo mensaje de contacto',
} as const;
