import { es } from '@sanarte/shared';
import { describe, expect, it } from 'vitest';
import { type PlanCta, type PlanViewer, buyOutcome, planCta, planDestination } from './plan-rules';

/** The buttons a plan card can show (PlanCta). */
const listenNow = { kind: 'trial', label: es.home.listenNow, disabled: false } as const;
const alreadyHaveAccess = { kind: 'none', label: es.home.alreadyHaveAccess, disabled: true } as const;
const subscribe = { kind: 'buy', label: es.home.subscribe, disabled: false } as const;
const activePlan = { kind: 'none', label: es.home.activePlan, disabled: true } as const;
const upgradePlan = { kind: 'buy', label: es.home.upgradePlan, disabled: false } as const;

describe('plan cards', () => {
  it.each<[string, PlanViewer, PlanCta]>([
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
  ])('%s for %j', (slug, viewer, cta) => {
    expect(planCta(slug, viewer)).toEqual(cta);
  });

  it('destinations: checkout, or the mini flow', () => {
    expect(planDestination('full')).toBe('/checkout/full');
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
