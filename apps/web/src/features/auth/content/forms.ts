export const fields = {
  name: 'Nombre',
  lastName: 'Apellido',
  email: 'Correo electrónico',
  password: 'Contraseña',
  confirmPassword: 'Confirmar contraseña',
  newPassword: 'Nueva contraseña',
  phone: 'Teléfono (opcional)',
  showPassword: 'Mostrar contraseña',
  hidePassword: 'Ocultar contraseña',
  showConfirm: 'Mostrar confirmación de contraseña',
  hideConfirm: 'Ocultar confirmación de contraseña',
  requiredNote: 'Los campos marcados con * son obligatorios.',
};

export const loginCopy = {
  pageTitle: 'Sanarte | Iniciar sesión',
  title: 'Iniciar sesión',
  intro: 'Te damos la bienvenida de nuevo. Entra para seguir escuchando tus terapias.',
  submit: 'Iniciar sesión',
  submitting: 'Iniciando sesión...',
  forgot: '¿Olvidaste tu contraseña?',
  noAccount: '¿Todavía no tienes cuenta?',
  toSignup: 'Regístrate',
  formLabel: 'Formulario de inicio de sesión',
  redirecting: 'Redirigiendo...',
};

export const signupCopy = {
  pageTitle: 'Sanarte | Crear cuenta',
  title: 'Crear cuenta',
  intro: 'Regístrate para elegir tu plan y escuchar tus terapias donde quieras.',
  submit: 'Crear cuenta',
  submitting: 'Creando cuenta...',
  haveAccount: '¿Ya tienes cuenta?',
  toLogin: 'Inicia sesión',
  formLabel: 'Formulario de registro',
};

export const googleCopy = {
  button: 'Continuar con Google',
  divider: 'o',
  setPasswordBanner:
    'Puedes seguir entrando con Google o crear una contraseña para esta cuenta. Te enviaremos un enlace a tu correo.',
  setPasswordButton: 'Establecer contraseña',
  sending: 'Enviando...',
  callbackTitle: 'Iniciando sesión con Google',
  callbackPageTitle: 'Sanarte | Google',
  callbackWorking: 'Estamos completando tu inicio de sesión...',
  backToLogin: 'Volver a iniciar sesión',
  redirectNotice: (seconds: number) => `Volverás a la página de inicio de sesión en ${seconds} s.`,
};

export const resetRequestCopy = {
  title: 'Restablecer contraseña',
  intro: 'Escribe el correo de tu cuenta y te enviaremos un enlace para crear una nueva contraseña.',
  submit: 'Enviar enlace',
  sending: 'Enviando...',
};

export const setRequestCopy = {
  pageTitle: 'Sanarte | Establecer contraseña',
  intro:
    'Escribe el correo de tu cuenta y te enviaremos un enlace para crear tu contraseña. Así podrás iniciar sesión con tu correo y tu contraseña.',
  submit: 'Enviar enlace',
  sending: 'Enviando...',
  formLabel: 'Solicitar enlace para establecer la contraseña',
  backHome: 'Volver al inicio',
};

export const tokenPageCopy = {
  pageTitleReset: 'Sanarte | Restablecer contraseña',
  pageTitleSet: 'Sanarte | Establecer contraseña',
  titleReset: 'Restablecer Contraseña',
  submitReset: 'Restablecer contraseña',
  submitSet: 'Establecer contraseña',
  /** The prompt under 'Establecer Contraseña' (the spec's prompt is the reset's). */
  promptSet: 'Ingresa tu nueva contraseña para establecer el acceso a tu cuenta.',
  submitting: 'Guardando...',
  formLabel: 'Formulario de nueva contraseña',
  goToLogin: 'Ir a iniciar sesión',
  goHome: 'Volver al inicio',
  tryAgain: 'Intentar de nuevo',
  requestNew: 'Solicitar un nuevo enlace',
  linkUnusable: 'Este enlace ya se usó o ha caducado. Pide uno nuevo para continuar.',
  redirectNotice: (seconds: number) => `Te redirigiremos en ${seconds} s.`,
};

export const emailVerificationCopy = {
  pageTitle: 'Sanarte | Verifica tu correo',
  title: 'Verifica tu correo electrónico',
  text: 'Te hemos enviado un correo con un enlace para activar tu cuenta. Ábrelo para continuar.',
  sentTo: 'Lo enviamos a',
  setTitle: 'Revisa tu correo',
  setText: 'Te hemos enviado un correo con un enlace para establecer tu contraseña. Ábrelo para continuar.',
  spamHint: 'Si no lo ves en unos minutos, revisa la carpeta de spam o pide que te lo reenviemos.',
  sending: 'Enviando...',
  checking: 'Comprobando tu cuenta...',
  backHome: 'Volver al inicio',
};

export const verifyEmailCopy = {
  pageTitle: 'Sanarte | Verificación de correo',
  title: 'Verificación de correo',
  verifying: 'Verificando tu correo electrónico...',
  successTitle: '¡Correo verificado!',
  redirectNotice: (seconds: number) => `Te redirigiremos en ${seconds} s.`,
  goNow: 'Continuar',
  errorTitle: 'No pudimos verificar tu correo',
  goToLogin: 'Ir a iniciar sesión',
  setupTitle: 'Crea tu contraseña',
  setupIntro: 'Tu correo está verificado. Crea una contraseña para iniciar sesión con tu correo.',
  setupSubmit: 'Guardar contraseña',
  setupSubmitting: 'Guardando...',
  setupFormLabel: 'Crear contraseña',
  requestSetLink: 'Recibir un enlace por correo',
};
