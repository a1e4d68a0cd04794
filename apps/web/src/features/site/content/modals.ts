/** Copy of the landing; see ./index.ts. */
import { LIMITS } from '@sanarte/shared';

/** The trial / test access modal. */
export const trialModal = {
  testTitle: 'Haz el test de bienestar',
  audioSelectText: `Escucha gratis un audio completo durante ${LIMITS.trialHours} horas. Solo necesitas tu nombre y tu correo electrónico.`,
  testSelectText: `Responde el test, descubre tus temas recomendados y escucha gratis un audio durante ${LIMITS.trialHours} horas.`,
  chooseLabel: '¿Cómo quieres empezar?',
  newTrial: 'Empezar mi prueba gratis',
  newTrialHint: 'Es tu primera vez en Sanarte.',
  newTest: 'Empezar el test',
  continueTrial: 'Continuar mi prueba',
  continueHint: 'Ya te registraste para la prueba gratuita.',
  registerText: 'Cuéntanos cómo te llamas y a qué correo te escribimos.',
  continueText: 'Escribe el correo con el que empezaste tu prueba gratuita.',
  name: 'Nombre',
  lastName: 'Apellido',
  email: 'Correo electrónico',
  submitRegister: 'Empezar',
  submitContinue: 'Continuar',
  sending: 'Enviando...',
  back: 'Volver',
  formLabelRegister: 'Formulario de registro para la prueba gratuita',
  formLabelContinue: 'Formulario para continuar la prueba gratuita',
  thanks: (firstName: string) => `¡Gracias, ${firstName}!`,
};

/** 'Necesitas tener una cuenta': shown to signed-out visitors on a paid plan. */
export const signupPrompt = {
  text: (planName: string) =>
    `Inicia sesión o crea tu cuenta para suscribirte a ${planName}. Después te llevaremos a completar la compra.`,
  miniText: (planName: string) =>
    `Inicia sesión o crea tu cuenta para suscribirte a ${planName}. Después harás el test para elegir tus 2 temas.`,
  login: 'Iniciar sesión',
  signup: 'Crear cuenta',
  google: 'Continuar con Google',
};
