export const sessionCopy = {
  checking: 'Comprobando tu sesión...',
  unreachableTitle: 'No podemos conectar con Sanarte',
  unreachableText:
    'Parece un problema de conexión o del servicio, no de tu cuenta: tu sesión sigue abierta. Comprueba tu conexión e inténtalo de nuevo.',
  retry: 'Intentar de nuevo',
  retrying: 'Conectando...',
  loginRequiredTitle: 'Inicia sesión para continuar',
  loginRequiredText:
    'La página que buscas es solo para personas con cuenta. Inicia sesión y te llevaremos de vuelta allí.',
  loginRequiredButton: 'Iniciar sesión',
};
