import { LIMITS } from '../../constants.js';

export const trial = {
  processError: 'Error al procesar la solicitud. Inténtalo de nuevo.',
  nameRequired: 'El nombre es requerido',
  lastNameRequired: 'El apellido es requerido',
  emailRequired: 'El email es requerido',
  emailInvalid: 'El email no es válido',
  nowYouCanAccess: 'Ahora puedes acceder a',
  /** Continue an existing trial: the same answer whatever the address. */
  continueLinkSent:
    'Si hay una prueba con ese correo, te hemos enviado un enlace para continuarla. Revisa tu bandeja de entrada (y la carpeta de spam).',
  continueLinkTitle: 'Revisa tu correo',
  /** After registering when the address already had an account: no session here. */
  registeredElsewhere: 'Te hemos enviado un correo para continuar. Ábrelo en este dispositivo para entrar.',
  /** Where the expired trial audio is shown (test, panel, player), under 'El audio de prueba ha expirado'. */
  overText: `Las ${LIMITS.trialHours} horas de tu audio de prueba ya pasaron. Elige un plan para seguir escuchando.`,
  viewPlans: 'Ver planes',
} as const;
