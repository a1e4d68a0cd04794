import { es } from '@sanarte/shared';
import { describe, expect, it } from 'vitest';
import {
  type PlanCta,
  type PlanTarget,
  type PlanViewer,
  buyOutcome,
  canUpgrade,
  planCta,
  planDestination,
} from './plan-rules';

/** The buttons a plan card can show (PlanCta). */
const listenNow = { kind: 'trial', label: es.home.listenNow, disabled: false } as const;
const alreadyHaveAccess = { kind: 'none', label: es.home.alreadyHaveAccess, disabled: true } as const;
const subscribe = { kind: 'buy', label: es.home.subscribe, disabled: false } as const;
const activePlan = { kind: 'none', label: es.home.activePlan, disabled: true } as const;
const upgradePlan = { kind: 'buy', label: es.home.upgradePlan, disabled: false } as const;

/** The seed's plans as the rules read them, and one staff made: monthly, whole catalogue, in euros. */
const plans = {
  'audio-prueba': { slug: 'audio-prueba', fullCategoryAccess: false },
  mini: { slug: 'mini', fullCategoryAccess: false },
  full: { slug: 'full', fullCategoryAccess: true },
  'full-mensual': { slug: 'full-mensual', fullCategoryAccess: true },
  /** Staff's plan of some categories only. */
  'bienestar-basico': { slug: 'bienestar-basico', fullCategoryAccess: false },
} satisfies Record<string, PlanTarget>;

describe('plan cards', () => {
  it.each<[keyof typeof plans, PlanViewer, PlanCta]>([
    // audio-prueba: the trial modal when signed out, "Ya tienes acceso" (disabled) when signed in.
    ['audio-prueba', { signedIn: false }, listenNow],
    ['audio-prueba', { signedIn: true, activePlanSlug: 'full' }, alreadyHaveAccess],
    // Paid plans: "Suscribirse" without an active plan.
    ['mini', { signedIn: false }, subscribe],
    ['full', { signedIn: false }, subscribe],
    ['mini', { signedIn: true, activePlanSlug: null }, subscribe],
    ['full', { signedIn: true, activePlanSlug: null }, subscribe],
    // With an active plan: "Plan activo" (disabled) unless full over mini ("Mejorar plan").
    ['mini', { signedIn: true, activePlanSlug: 'mini' }, activePlan],
    ['full', { signedIn: true, activePlanSlug: 'full' }, activePlan],
    ['mini', { signedIn: true, activePlanSlug: 'full' }, activePlan],
    ['full', { signedIn: true, activePlanSlug: 'mini' }, upgradePlan],
    // A plan staff made of the whole catalogue (monthly, in euros) is bought like the yearly Full
    // and, over a Mini, is an upgrade too.
    ['full-mensual', { signedIn: false }, subscribe],
    ['full-mensual', { signedIn: true, activePlanSlug: null }, subscribe],
    ['full-mensual', { signedIn: true, activePlanSlug: 'mini' }, upgradePlan],
    ['full-mensual', { signedIn: true, activePlanSlug: 'full' }, activePlan],
    ['full-mensual', { signedIn: true, activePlanSlug: 'full-mensual' }, activePlan],
    ['full', { signedIn: true, activePlanSlug: 'full-mensual' }, activePlan],
    ['mini', { signedIn: true, activePlanSlug: 'full-mensual' }, activePlan],
    // A plan of some categories is no upgrade from the Mini.
    ['bienestar-basico', { signedIn: false }, subscribe],
    ['bienestar-basico', { signedIn: true, activePlanSlug: 'mini' }, activePlan],
  ])('%s for %j', (slug, viewer, cta) => {
    expect(planCta(plans[slug], viewer)).toEqual(cta);
  });

  it('upgrades: from the Mini to any plan of the whole catalogue, from nothing else', () => {
    expect(canUpgrade(plans.full, 'mini')).toBe(true);
    expect(canUpgrade(plans['full-mensual'], 'mini')).toBe(true);
    expect(canUpgrade(plans.mini, 'mini')).toBe(false);
    expect(canUpgrade(plans['bienestar-basico'], 'mini')).toBe(false);
    expect(canUpgrade(plans['full-mensual'], 'full')).toBe(false);
    expect(canUpgrade(plans.full, 'full-mensual')).toBe(false);
  });

  it('destinations: checkout, or the mini flow', () => {
    expect(planDestination('full')).toBe('/checkout/full');
    expect(planDestination('full-mensual')).toBe('/checkout/full-mensual');
    expect(planDestination('mini')).toBe('/panel/mis-tests?miniFlow=1');
  });

  it('buying: prompt when signed out, set-password for a temporary session, else the destination', () => {
    expect(buyOutcome('full', { signedIn: false, temporaryFlag: true })).toEqual({ kind: 'prompt' });
    expect(buyOutcome('full', { signedIn: true, temporaryFlag: true })).toEqual({
      kind: 'navigate',
      to: '/loginSetPassword',
    });
    expect(buyOutcome('mini', { signedIn: true, temporaryFlag: false })).toEqual({
      kind: 'navigate',
      to: '/panel/mis-tests?miniFlow=1',
    });
    expect(buyOutcome('full', { signedIn: true, temporaryFlag: false })).toEqual({
      kind: 'navigate',
      to: '/checkout/full',
    });
  });
});
