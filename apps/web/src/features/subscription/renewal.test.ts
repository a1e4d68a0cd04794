import type { UserSubscription } from '@sanarte/shared';
import { describe, expect, it } from 'vitest';
import { renewalView, safePortalUrl } from './renewal';

const NOW = Date.parse('2027-06-01T00:00:00.000Z');
const END = '2027-11-01T10:00:00.000Z';
const PAST = '2027-05-01T10:00:00.000Z';

const sub = (patch: Partial<UserSubscription> = {}): UserSubscription => ({
  _id: 's1',
  status: 'active',
  startDate: '2026-11-01T10:00:00.000Z',
  endDate: END,
  createdAt: '2026-11-01T10:00:00.000Z',
  themeIds: [],
  plan: { _id: 'p-full', slug: 'full' },
  renewing: true,
  renewsAt: END,
  cancelAtPeriodEnd: false,
  paymentActionUrl: null,
  refunded: false,
  complimentary: null,
  ...patch,
});

describe('renewalView', () => {
  it('renewing and active: renews on renewsAt; manage and cancel', () => {
    expect(renewalView(sub(), NOW)).toEqual({
      line: { kind: 'renews', date: END },
      pending: false,
      oneOff: false,
      canCancel: true,
      canResume: false,
      canManage: true,
      paymentAction: null,
    });
  });

  it('cancelled at the period end: ends on endDate; resume, no cancel', () => {
    const view = renewalView(sub({ cancelAtPeriodEnd: true, renewsAt: null }), NOW);
    expect(view.line).toEqual({ kind: 'ends', date: END });
    expect(view).toMatchObject({ canCancel: false, canResume: true, canManage: true });
  });

  it('a renewsAt left over after a cancellation is not shown as a renewal', () => {
    expect(renewalView(sub({ cancelAtPeriodEnd: true }), NOW).line).toEqual({ kind: 'ends', date: END });
  });

  it('a period already over cannot be resumed', () => {
    const view = renewalView(sub({ cancelAtPeriodEnd: true, renewsAt: null, endDate: PAST }), NOW);
    expect(view.canResume).toBe(false);
    expect(renewalView(sub({ status: 'expired', cancelAtPeriodEnd: true }), NOW).canResume).toBe(false);
  });

  it('pending: no date line (the notice says it), no cancel, no second portal button', () => {
    expect(renewalView(sub({ status: 'pending', renewsAt: null }), NOW)).toEqual({
      line: null,
      pending: true,
      oneOff: false,
      canCancel: false,
      canResume: false,
      canManage: false,
      paymentAction: null,
    });
  });

  it('a one-off purchase: ends on endDate, nothing to cancel, resume or manage', () => {
    expect(renewalView(sub({ renewing: false, renewsAt: null }), NOW)).toEqual({
      line: { kind: 'ends', date: END },
      pending: false,
      oneOff: true,
      canCancel: false,
      canResume: false,
      canManage: false,
      paymentAction: null,
    });
  });

  it('renewing without a known renewal date says when the period ends', () => {
    expect(renewalView(sub({ renewsAt: null }), NOW).line).toEqual({ kind: 'ends', date: END });
  });
});

describe('safePortalUrl', () => {
  const origin = 'http://localhost:3000';
  it('follows http(s) addresses, relative ones on this origin', () => {
    expect(safePortalUrl('https://billing.stripe.com/p/session/x', origin)).toBe(
      'https://billing.stripe.com/p/session/x',
    );
    expect(safePortalUrl('/dev/portal/cus_1', origin)).toBe('http://localhost:3000/dev/portal/cus_1');
  });
  it('refuses anything else', () => {
    expect(safePortalUrl('javascript:alert(1)', origin)).toBeNull();
    expect(safePortalUrl('', origin)).toBeNull();
    expect(safePortalUrl(undefined, origin)).toBeNull();
  });

  it('a charge awaiting the bank’s confirmation: its page while the subscription lasts, http(s) only', () => {
    const url = 'https://invoice.stripe.com/i/acct_1/test_abc';
    const waiting = sub({ status: 'pending', renewsAt: null, paymentActionUrl: url });
    expect(renewalView(waiting, NOW)).toMatchObject({ pending: true, paymentAction: url });
    expect(renewalView({ ...waiting, endDate: PAST }, NOW).paymentAction).toBeNull();
    expect(
      renewalView({ ...waiting, paymentActionUrl: 'javascript:alert(1)' }, NOW).paymentAction,
    ).toBeNull();
  });
});
