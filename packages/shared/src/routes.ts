/**
 * Every route pattern of the web app, written once: the web's route table (apps/web
 * src/config/paths.ts) takes its `path`s from here, and the server answers 200 for a path that
 * matches one of them and 404 (still with the app, which shows its not-found page) for any other.
 * A web test checks that the router's tables and this list agree.
 */
export const APP_ROUTES = {
  home: '/',
  login: '/login',
  loginResetPassword: '/loginResetPassword',
  loginSetPassword: '/loginSetPassword',
  googleCallback: '/login/token/callback',
  test: '/test',
  emailVerification: '/email-verification',
  verifyEmail: '/verify-email',
  resetPassword: '/reset-password',
  checkout: '/checkout/:planSlug',
  paymentSuccess: '/payment-success',
  /** Legacy spelling of the payment-confirmation path; same screen. */
  paymentSuccessLegacy: '/paymentSuccess',
  panel: '/panel',
  panelSettings: '/panel/configuracion',
  panelMyTests: '/panel/mis-tests',
  panelSubscription: '/panel/suscripcion',
  panelLibrary: '/panel/biblioteca',
  admin: '/admin',
  adminKpi: '/admin/kpi',
  adminStaff: '/admin/usuarios',
  adminClients: '/admin/clientes',
  adminPlans: '/admin/planes',
  adminOrders: '/admin/logs-ordenes',
  /** Códigos promocionales: the campaigns' codes, their uses and what they brought. */
  adminPromotions: '/admin/codigos',
  adminAssets: '/admin/assets',
  adminAudio: '/admin/audio',
  adminMessages: '/admin/mensajes',
  terms: '/terminos-y-condiciones',
  privacyPolicy: '/politica-de-privacidad',
  cookiePolicy: '/politica-de-cookies',
  legalNotice: '/aviso-legal',
  /** Where the e-mailed link confirms an account's deletion (accounts without a password). */
  accountDeletion: '/eliminar-cuenta',
  /** How to install the app (Android, iOS, desktop). */
  app: '/app',
  /** Where an e-mail's unsubscribe link stops that kind of e-mail (`?t=`, a signed token). */
  emailUnsubscribe: '/correo/baja',
} as const;

export const APP_ROUTE_PATTERNS: readonly string[] = Object.values(APP_ROUTES);

/**
 * Whether a URL path (no query) is in the signed-in areas, the panel or the back-office: the server
 * answers them with the app's page without the prerendered landing (decision 022), and the
 * service worker does not keep that copy.
 */
export function isSignedInArea(pathname: string): boolean {
  return /^\/(panel|admin)(\/|$)/i.test(pathname);
}

const segments = (path: string) => path.split('/').filter(Boolean);

function decode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * Whether a URL path (no query) is a page of the app, matched as the web's router matches it:
 * case-insensitive, a trailing slash ignored, `:param` standing for one non-empty segment.
 */
export function isAppRoute(pathname: string): boolean {
  const parts = segments(pathname).map((s) => decode(s).toLowerCase());
  return APP_ROUTE_PATTERNS.some((pattern) => {
    const want = segments(pattern);
    return (
      want.length === parts.length &&
      want.every((w, i) => (w.startsWith(':') ? (parts[i] ?? '') !== '' : w.toLowerCase() === parts[i]))
    );
  });
}
