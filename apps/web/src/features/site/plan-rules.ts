import { type PlanDto, es } from '@sanarte/shared';
import { paths } from '../../config/paths';

/**
 * The plan cards' rules: what each card's button says, whether it
 * is enabled, and what pressing it does. Pure, so it is tested without a browser.
 */

export type PlanCta =
  /** Opens the trial modal (audio-prueba, signed out). */
  | { kind: 'trial'; label: string; disabled: false }
  /** Goes on with a paid plan: checkout, mini flow, or the sign-up prompt when signed out. */
  | { kind: 'buy'; label: string; disabled: false }
  /** Nothing to do: 'Ya tienes acceso' or 'Plan activo'. */
  | { kind: 'none'; label: string; disabled: true };

export type PlanViewer = {
  signedIn: boolean;
  /** The slug of the user's active subscription's plan, if any. */
  activePlanSlug?: string | null;
};

/** What the rules read of a plan: any plan staff made, not only the spec's three. */
export type PlanTarget = Pick<PlanDto, 'slug' | 'fullCategoryAccess'>;

/**
 * Upgrades allowed while a plan is active: from the Mini (slug 'mini') to any plan of the whole
 * catalogue — the yearly Full or one staff made, monthly or yearly (the server's rule too).
 */
export const canUpgrade = (target: PlanTarget, activePlanSlug: string): boolean =>
  activePlanSlug === 'mini' && target.fullCategoryAccess;

export function planCta(plan: PlanTarget, viewer: PlanViewer): PlanCta {
  if (plan.slug === 'audio-prueba') {
    return viewer.signedIn
      ? { kind: 'none', label: es.home.alreadyHaveAccess, disabled: true }
      : { kind: 'trial', label: es.home.listenNow, disabled: false };
  }
  const active = viewer.signedIn ? viewer.activePlanSlug : null;
  if (active) {
    return canUpgrade(plan, active)
      ? { kind: 'buy', label: es.home.upgradePlan, disabled: false }
      : { kind: 'none', label: es.home.activePlan, disabled: true };
  }
  return { kind: 'buy', label: es.home.subscribe, disabled: false };
}

/** Where a paid plan leads a signed-in user (and the post-login redirect of the sign-up prompt). */
export function planDestination(slug: string): string {
  return slug === 'mini' ? paths.panel.myTests.href({ miniFlow: true }) : paths.checkout.href(slug);
}

export type BuyOutcome =
  | { kind: 'navigate'; to: string }
  /** Signed out: the temporary flag is cleared and the sign-up prompt opens. */
  | { kind: 'prompt' };

/** Pressing 'Suscribirse' / 'Mejorar plan'. */
export function buyOutcome(slug: string, viewer: { signedIn: boolean; temporaryFlag: boolean }): BuyOutcome {
  if (!viewer.signedIn) return { kind: 'prompt' };
  if (viewer.temporaryFlag) return { kind: 'navigate', to: paths.loginSetPassword.href() };
  return { kind: 'navigate', to: planDestination(slug) };
}
