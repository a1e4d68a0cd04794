/**
 * The cookie banner (first layer, `consent`) and its settings («Configurar cookies»,
 * `consentSettings`): two sections, so the banner every first visit loads does not carry the
 * settings' texts, which load with their dialog.
 */
export const consent = {
  bannerLabel: 'Aviso de cookies',
  title: 'Tu privacidad',
  text: 'Usamos cookies necesarias para que la web funcione y, solo si nos das permiso, cookies de análisis y de marketing para medir el uso y mejorar el servicio.',
  policyLink: 'Política de cookies',
  accept: 'Aceptar',
  reject: 'Rechazar',
  configure: 'Configurar',
  footerLink: 'Configurar cookies',
};

export const consentSettings = {
  settingsTitle: 'Configurar cookies',
  settingsIntro:
    'Elige qué cookies permites. Puedes cambiarlo cuando quieras desde «Configurar cookies», al pie de cada página.',
  necessary: 'Necesarias',
  necessaryText: 'Imprescindibles para iniciar sesión, mantener la seguridad y recordar tu elección.',
  alwaysOn: 'Siempre activas',
  analytics: 'Análisis',
  analyticsText:
    'Nos dicen qué páginas se visitan, de forma agregada (Google Tag Manager y Google Analytics).',
  marketing: 'Marketing',
  marketingText: 'Miden la eficacia de nuestras campañas publicitarias.',
  save: 'Guardar preferencias',
  acceptAll: 'Aceptar todas',
  rejectAll: 'Rechazar todas',
  saved: 'Hemos guardado tus preferencias de cookies.',
};
