/**
 * The first layer of data-protection information (LOPDGDD art. 11) under the forms that collect
 * personal data: who is responsible (the configured company), why, on what basis, the rights, and
 * the privacy policy for the rest. Loaded with those forms, not with the landing.
 */
export const dataNotice = {
  title: 'Información básica sobre protección de datos',
  controller: 'Responsable',
  purpose: 'Finalidad',
  basis: 'Legitimación',
  rights: 'Derechos',
  rightsText: 'acceder a tus datos, rectificarlos, suprimirlos y los demás derechos que explica la ',
  policyLink: 'política de privacidad',
  newTab: '(se abre en una pestaña nueva)',
  contact: {
    purpose: 'responder a tu mensaje.',
    basis: 'tu consentimiento, al enviarnos el mensaje.',
  },
  trial: {
    purpose:
      'crear tu cuenta de prueba, darte acceso al audio de prueba y enviarte los correos del servicio.',
    basis: 'la ejecución del contrato que aceptas con los términos y condiciones.',
  },
};
