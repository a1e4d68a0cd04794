import { es } from '@sanarte/shared';
import { describe, expect, it } from 'vitest';
import { buyOutcome, planCta, planDestination } from './plan-rules';

describe('plan cards', () => {
  it('audio-prueba: trial modal when signed out, "Ya tienes acceso" (disabled) when signed in', () => {
    expect(planCta('audio-prueba', { signedIn: false })).toEqual({
      kind: 'trial',
      label: es.home.listenNow,
      disabled: false,
    });
    expect(planCta('audio-prueba', { signedIn: true, activePlanSlug: 'full' })).toEqual({
      kind: 'none',
      label: es.home.alreadyHaveAccess,
      disabled: true,
    });
  });

  it('paid plans: "Suscribirse" without an active plan', () => {
    for (const slug of ['mini', 'full']) {
      expect(planCta(slug, { signedIn: false })).toMatchObject({ label: es.home.subscribe, disabled: false });
      expect(planCta(slug, { signedIn: true, activePlanSlug: null })).toMatchObject({
        label: es.home.subscribe,
        disabled: false,
      });
    }
  });

  it('paid plans with an active plan: "Plan activo" (disabled) unless full over mini ("Mejorar plan")', () => {
    for (const [slug, activePlanSlug] of [
      ['mini', 'mini'],
      ['full', 'full'],
      ['mini', 'full'],
    ] as const) {
      expect(planCta(slug, { signedIn: true, activePlanSlug })).toMatchObject({
        label: es.home.activePlan,
        disabled: true,
      });
    }
    expect(planCta('full', { signedIn: true, activePlanSlug: 'mini' })).toEqual({
      kind: 'buy',
      label: es.home.upgradePlan,
      disabled: false,
    });
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
