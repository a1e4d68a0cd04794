/**
 * The member's subscription as the web app reads it from the session's user: its plan, its renewal
 * (what Mi Suscripción shows and offers) and the notice of a renewal that could not be charged, which
 * the panel's welcome page and Mi Biblioteca show.
 */
export { type PlanView, planOf } from './plan';
export { type RenewalView, paidUntil, renewalView, safePortalUrl } from './renewal';
export { RenewalNotice } from './renewal-notice';
