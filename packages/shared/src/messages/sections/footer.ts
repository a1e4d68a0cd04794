export const footer = {
  home: 'Inicio',
  price: 'Precio',
  about: 'Nosotros',
  testimonials: 'Testimonios',
  contact: 'Contacto',
} as const;
