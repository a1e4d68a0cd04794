/**
 * The one typed route table of the web app. Every path string of the app
 * is written here; components build links with the `href` helpers. `path` is the router pattern.
 * Routes are registered in app/router.tsx only once their screen exists.
 */

export type LoginMode = 'login' | 'signup' | 'loginResetPassword';

/** Anchored sections of the home page. */
export const SECTION_IDS = {
  top: 'top',
  content: 'content',
  download: 'download',
  trial: 'prueba-gratuita',
  pricing: 'pricing',
  about: 'about',
  testimonials: 'testimonials',
  contact: 'contact',
  howItWorks: 'como-funciona',
  wellbeingTest: 'test-de-bienestar',
  team: 'equipo',
} as const;
export type SectionId = (typeof SECTION_IDS)[keyof typeof SECTION_IDS];

function withQuery(path: string, query: Record<string, string | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') params.set(key, value);
  }
  const qs = params.toString();
  return qs ? `${path}?${qs}` : path;
}

export const paths = {
  home: {
    path: '/',
    href: () => '/',
    /** A section of the home page, reachable from any page: `/#pricing`. */
    section: (id: SectionId) => `/#${id}`,
  },
  login: {
    path: '/login',
    href: (mode: LoginMode = 'login') => withQuery('/login', { mode }),
  },
  loginResetPassword: { path: '/loginResetPassword', href: () => '/loginResetPassword' },
  loginSetPassword: { path: '/loginSetPassword', href: () => '/loginSetPassword' },
  googleCallback: { path: '/login/token/callback', href: () => '/login/token/callback' },
  test: {
    path: '/test',
    /** `mini`: the mini-plan mode, where the user picks two themes and goes on to pay. */
    href: (query: { mini?: boolean } = {}) => withQuery('/test', { mini: query.mini ? '1' : undefined }),
  },
  emailVerification: { path: '/email-verification', href: () => '/email-verification' },
  verifyEmail: {
    path: '/verify-email',
    href: (query: { token?: string; setup?: boolean } = {}) =>
      withQuery('/verify-email', { token: query.token, setup: query.setup ? 'true' : undefined }),
  },
  resetPassword: {
    path: '/reset-password',
    href: (token?: string) => withQuery('/reset-password', { token }),
  },
  checkout: {
    path: '/checkout/:planSlug',
    href: (planSlug: string) => `/checkout/${encodeURIComponent(planSlug)}`,
  },
  paymentSuccess: {
    path: '/payment-success',
    href: (sessionId?: string) => withQuery('/payment-success', { session_id: sessionId }),
  },
  /** Legacy spelling of the payment-confirmation path; same screen. */
  paymentSuccessLegacy: {
    path: '/paymentSuccess',
    href: (sessionId?: string) => withQuery('/paymentSuccess', { session_id: sessionId }),
  },
  panel: {
    path: '/panel',
    href: () => '/panel',
    settings: { path: '/panel/configuracion', href: () => '/panel/configuracion' },
    myTests: {
      path: '/panel/mis-tests',
      href: (query: { miniFlow?: boolean } = {}) =>
        withQuery('/panel/mis-tests', { miniFlow: query.miniFlow ? '1' : undefined }),
    },
    subscription: {
      path: '/panel/suscripcion',
      /** `plans`: open the plan picker on arrival. */
      href: (query: { plans?: boolean } = {}) =>
        withQuery('/panel/suscripcion', { planes: query.plans ? '1' : undefined }),
    },
    /** Mi Biblioteca: what the subscription opens, with the player. */
    library: { path: '/panel/biblioteca', href: () => '/panel/biblioteca' },
  },
  admin: {
    path: '/admin',
    href: () => '/admin',
    kpi: { path: '/admin/kpi', href: () => '/admin/kpi' },
    staff: { path: '/admin/usuarios', href: () => '/admin/usuarios' },
    clients: { path: '/admin/clientes', href: () => '/admin/clientes' },
    plans: { path: '/admin/planes', href: () => '/admin/planes' },
    orders: { path: '/admin/logs-ordenes', href: () => '/admin/logs-ordenes' },
    assets: {
      path: '/admin/assets',
      /** The media library, opened at a folder ('' or none: the root). */
      href: (folder?: string) => withQuery('/admin/assets', { path: folder }),
    },
    audio: { path: '/admin/audio', href: () => '/admin/audio' },
  },
  terms: { path: '/terminos-y-condiciones', href: () => '/terminos-y-condiciones' },
  notFound: { path: '*' },
} as const;

/** External addresses, written once. */
export const externalLinks = {
  instagram: 'https://www.instagram.com/sanarte.app',
  contactEmail: 'hola@sanarte.app',
  /** The app's store pages (the landing's download area and its QR codes). */
  appStores: {
    android: 'https://play.google.com/store/apps/details?id=app.sanarte',
    ios: 'https://apps.apple.com/es/app/sanarte/id6740000000',
  },
  /** Browser navigation that starts Google sign-in; not an XHR call. */
  googleSignIn: '/api/login-auth/google',
} as const;
