import { es } from '@sanarte/shared';
import { describe, expect, it } from 'vitest';
import { testAppForFile } from './app.js';
import { buyThroughSimulator, twoThemeIds } from './billing-factories.js';
import { buyer, currentUser } from './factories.js';
import { madridDate, toLateEvening, utcDate } from './spanish-days.js';

/**
 * The dates a subscription's end is told by: the cancel answer, the confirmation e-mail and the
 * user answer name one day, Spain's (the server runs in UTC here), and an upgrade's history shows
 * the replaced plan ending at the upgrade.
 */
const DAY = 86_400_000;
const t = testAppForFile({}, { clock: 'frozen' });

describe('a subscription’s end dates', () => {
  it('a renewal cancelled late in the evening: the answer, the e-mail and the page name the same Spanish day', async () => {
    toLateEvening(t);
    const { http, email } = await buyer(t, 'dates');
    await buyThroughSimulator(t, http, 'full');
    const before = (await currentUser(http)).activeSubscription;
    const renewsAt = before.renewsAt as string;
    // The paid period ends at 23:30 UTC: the next day in Spain.
    expect(madridDate(renewsAt)).not.toBe(utcDate(renewsAt));
    const day = madridDate(renewsAt);

    const cancel = await http.post('/api/payments/subscription/cancel', {});
    expect(cancel.status).toBe(200);
    expect(cancel.body.message).toBe(es.billing.cancelled(day));
    // Access ends where the paid period does: the day the confirmation promised.
    expect(cancel.body.data.endDate).toBe(renewsAt);
    expect((await currentUser(http)).activeSubscription.endDate).toBe(renewsAt);

    await t.deps.mail.flush();
    const mail = t.mail.sent.find((m) => m.to === email && m.subject === es.billing.cancelSubject);
    expect(mail?.text).toContain(es.billing.cancelHint(day));
  });

  it('after a Mini → Full upgrade the Mini’s history ends at the upgrade, not at its old end', async () => {
    const { http, login } = await buyer(t, 'upgrade');
    await buyThroughSimulator(t, http, 'mini', await twoThemeIds(t));
    const mini = (await currentUser(http)).activeSubscription;
    const miniEnd = new Date(mini.endDate).getTime();

    t.clock.advance(10 * DAY);
    await login();
    const upgradedAt = t.clock.now();
    await buyThroughSimulator(t, http, 'full');

    const user = await currentUser(http);
    expect(user.activeSubscription.plan.slug).toBe('full');
    const replaced = user.subscriptions.find((s: { _id: string }) => s._id === mini._id);
    expect(replaced.status).toBe('cancelled');
    expect(new Date(replaced.endDate).getTime()).toBeLessThanOrEqual(upgradedAt.getTime());
    expect(new Date(replaced.endDate).getTime()).toBeLessThan(miniEnd);
    expect(madridDate(replaced.endDate)).toBe(madridDate(upgradedAt));
  });
});
