export const contact = {
  nameRequired: 'Name is required',
  lastNameRequired: 'Last name is required',
  howHeardRequired: 'How did you hear about us required',
  emailRequired: 'Email is required',
  emailInvalid: 'Invalid email format',
  contactNumberRequired: 'Contact number is required',
  success: 'Hemos recibido tu mensaje, te responderemos lo antes posible.',
  failure: 'Lo sentimos, hubo un problema al enviar el mensaje. Por favor, inténtalo de nuevo.',
} as const;
