export const sessionCopy = {
  checking: 'Comprobando tu sesión...',
};
