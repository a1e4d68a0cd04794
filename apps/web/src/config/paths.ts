/**
 * The one typed route table of the web app. Every path string of the app
 * is written here; components build links with the `href` helpers. `path` is the router pattern.
 * Routes are registered in app/router.tsx only once their screen exists. The patterns themselves
 * come from @sanarte/shared (APP_ROUTES), where the server reads them too to answer 404 for paths
 * that are no page of the app.
 */
import { APP_ROUTES as R } from '@sanarte/shared';

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

/** Sections of the install page (/app), one per kind of device. */
export const INSTALL_SECTION_IDS = ['android', 'ios', 'desktop'] as const;
export type InstallSection = (typeof INSTALL_SECTION_IDS)[number];

/** The tabs of Configuración (`?tab=`), the first one (no `tab`) the default. */
export const SETTINGS_TAB_IDS = ['perfil', 'contrasena', 'privacidad', 'avisos'] as const;
export type SettingsTab = (typeof SETTINGS_TAB_IDS)[number];

function withQuery(path: string, query: Record<string, string | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') params.set(key, value);
  }
  const qs = params.toString();
  return qs ? `${path}?${qs}` : path;
}

/** A page at one fixed address: its router pattern, and a link to it. */
const fixed = <P extends string>(path: P) => ({ path, href: () => path });

export const paths = {
  home: {
    path: R.home,
    href: () => R.home,
    /** A section of the home page, reachable from any page: `/#pricing`. */
    section: (id: SectionId) => `/#${id}`,
  },
  login: {
    path: R.login,
    href: (mode: LoginMode = 'login') => withQuery(R.login, { mode }),
  },
  loginResetPassword: fixed(R.loginResetPassword),
  loginSetPassword: fixed(R.loginSetPassword),
  googleCallback: fixed(R.googleCallback),
  test: {
    path: R.test,
    /** `mini`: the mini-plan mode, where the user picks two themes and goes on to pay. */
    href: (query: { mini?: boolean } = {}) => withQuery(R.test, { mini: query.mini ? '1' : undefined }),
  },
  emailVerification: fixed(R.emailVerification),
  verifyEmail: {
    path: R.verifyEmail,
    href: (query: { token?: string; setup?: boolean } = {}) =>
      withQuery(R.verifyEmail, { token: query.token, setup: query.setup ? 'true' : undefined }),
  },
  resetPassword: {
    path: R.resetPassword,
    href: (token?: string) => withQuery(R.resetPassword, { token }),
  },
  checkout: {
    path: R.checkout,
    href: (planSlug: string) => R.checkout.replace(':planSlug', encodeURIComponent(planSlug)),
  },
  paymentSuccess: {
    path: R.paymentSuccess,
    href: (sessionId?: string) => withQuery(R.paymentSuccess, { session_id: sessionId }),
  },
  /** Legacy spelling of the payment-confirmation path; same screen. */
  paymentSuccessLegacy: {
    path: R.paymentSuccessLegacy,
    href: (sessionId?: string) => withQuery(R.paymentSuccessLegacy, { session_id: sessionId }),
  },
  panel: {
    path: R.panel,
    href: () => R.panel,
    settings: {
      path: R.panelSettings,
      /** Configuración, open at `tab` (`?tab=avisos`); the first tab has no `tab`. */
      href: (tab?: SettingsTab) =>
        withQuery(R.panelSettings, { tab: tab === SETTINGS_TAB_IDS[0] ? undefined : tab }),
    },
    myTests: {
      path: R.panelMyTests,
      href: (query: { miniFlow?: boolean } = {}) =>
        withQuery(R.panelMyTests, { miniFlow: query.miniFlow ? '1' : undefined }),
    },
    subscription: {
      path: R.panelSubscription,
      /** `plans`: open the plan picker on arrival. */
      href: (query: { plans?: boolean } = {}) =>
        withQuery(R.panelSubscription, { planes: query.plans ? '1' : undefined }),
    },
    /** Mi Biblioteca: what the subscription opens, with the player. */
    library: fixed(R.panelLibrary),
  },
  admin: {
    path: R.admin,
    href: () => R.admin,
    kpi: fixed(R.adminKpi),
    staff: fixed(R.adminStaff),
    clients: fixed(R.adminClients),
    plans: fixed(R.adminPlans),
    orders: fixed(R.adminOrders),
    /** Códigos promocionales. */
    promotions: fixed(R.adminPromotions),
    assets: {
      path: R.adminAssets,
      /** The media library, opened at a folder ('' or none: the root). */
      href: (folder?: string) => withQuery(R.adminAssets, { path: folder }),
    },
    audio: fixed(R.adminAudio),
    /** Mensajes: what people wrote through the contact form. */
    messages: fixed(R.adminMessages),
  },
  terms: fixed(R.terms),
  privacyPolicy: fixed(R.privacyPolicy),
  cookiePolicy: fixed(R.cookiePolicy),
  legalNotice: fixed(R.legalNotice),
  /** The e-mailed link that confirms an account's deletion (accounts without a password). */
  accountDeletion: {
    path: R.accountDeletion,
    href: (token?: string) => withQuery(R.accountDeletion, { token }),
  },
  /** An e-mail's unsubscribe link: stops that kind of e-mail (`t`, the signed token). */
  emailUnsubscribe: {
    path: R.emailUnsubscribe,
    href: (token?: string) => withQuery(R.emailUnsubscribe, { t: token }),
  },
  /** How to install the app; `section`: open at that device's steps (`/app#ios`). */
  app: {
    path: R.app,
    href: (section?: InstallSection) => (section ? `${R.app}#${section}` : R.app),
  },
  notFound: { path: '*' },
} as const;

/** External addresses, written once. */
export const externalLinks = {
  /** Browser navigation that starts Google sign-in; not an XHR call. */
  googleSignIn: '/api/login-auth/google',
} as const;
