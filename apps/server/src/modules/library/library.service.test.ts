import { OFFLINE } from '@sanarte/shared';
import { describe, expect, it } from 'vitest';
import { licenceTerm } from './library.service.js';

const NOW = new Date('2026-03-10T12:00:00.000Z');
const inDays = (days: number) => new Date(NOW.getTime() + days * 86_400_000);

describe('licenceTerm', () => {
  it('ends with the subscription when it ends within the offline limit', () => {
    expect(licenceTerm({ via: 'subscription', until: inDays(10) }, NOW)).toEqual({
      expiresAt: inDays(10),
      limit: 'subscription',
    });
  });

  it('ends with the trial’s 48 hours', () => {
    expect(licenceTerm({ via: 'trial', until: inDays(2) }, NOW)).toEqual({
      expiresAt: inDays(2),
      limit: 'trial',
    });
  });

  it('ends at the next check-in when the subscription lasts longer', () => {
    expect(licenceTerm({ via: 'subscription', until: inDays(365) }, NOW)).toEqual({
      expiresAt: inDays(OFFLINE.maxOfflineDays),
      limit: 'check-in',
    });
  });

  it('names the grant when both end together', () => {
    const until = inDays(OFFLINE.maxOfflineDays);
    expect(licenceTerm({ via: 'subscription', until }, NOW)).toEqual({
      expiresAt: until,
      limit: 'subscription',
    });
  });
});
