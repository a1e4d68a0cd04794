export const userMenuCopy = {
  buttonPrefix: 'Menú de usuario:',
  navLabel: 'Tu cuenta',
  loggingOut: 'Cerrando sesión...',
};
