import { es } from '@sanarte/shared';
import type { Clock } from '../../adapters/clock.js';
import type { JobRunner } from '../../adapters/job-runner.js';
import type { PaypalSimulator } from '../../adapters/payments/paypal-simulator.js';
import type { SimulatorProvider } from '../../adapters/payments/simulator.js';
import { conflict, notFound } from '../../lib/errors.js';
import type { BusinessMetrics } from '../../lib/metrics.js';
import type { ReleasesService } from '../catalogue/releases.service.js';
import type { ContactService } from '../contact/contact.service.js';
import type { MailService } from '../mail/mail.service.js';
import type { BillingService } from '../payments/billing.service.js';
import type { PaymentsService } from '../payments/payments.service.js';
import type { ReportsService } from '../reports/reports.service.js';
import type { SubscriptionsService } from '../subscriptions/subscriptions.service.js';
import type { RemindersService } from '../users/reminders.service.js';
import type { UsersService } from '../users/users.service.js';
import type { JobRunsRepository } from './jobs.repository.js';

export interface JobsDeps {
  clock: Clock;
  /** The local checkout simulator, when it is the payment provider: its events and renewals. */
  simulator: SimulatorProvider | null;
  /** The local PayPal simulator, when PayPal is not configured: its events and renewals. */
  paypalSimulator: PaypalSimulator | null;
  billing: Pick<BillingService, 'sendReminders'>;
  payments: Pick<PaymentsService, 'receiveWebhook' | 'retryRefunds'>;
  subscriptions: Pick<SubscriptionsService, 'expireDue'>;
  users: Pick<UsersService, 'followSubscriptions'>;
  contact: Pick<ContactService, 'pruneOld'>;
  /** Scheduled publications: published by the due work, announced by their worker. */
  releases: Pick<ReleasesService, 'publishDue' | 'start'>;
  /** Practice reminders, sent by the due work at the times listeners chose (notifications by their worker). */
  reminders: Pick<RemindersService, 'sendDue' | 'start'>;
  /** The owner's monthly reports, recomputed while their months still change. */
  reports: Pick<ReportsService, 'refresh'>;
  /** The mail worker, on the job runner, which sends the e-mails the services enqueue. */
  mail: Pick<MailService, 'start' | 'stop'>;
  /** The durable job runner the scheduled work runs on. */
  runner: JobRunner;
  /** The runner's history of runs, for the back-office. */
  history: JobRunsRepository;
  metrics: Pick<BusinessMetrics, 'jobRuns' | 'jobDuration'>;
}

/** The work that falls due by the clock is looked for every minute, by one process at a time. */
const DUE_WORK = { name: 'due-work', cron: '* * * * *' } as const;

/**
 * The work nobody's request starts: what falls due by the clock (run every minute by the process,
 * and by tests and the local clock's advance on demand), the mail worker, and, in local mode,
 * the simulator's events delivered to the same webhook handler Stripe's would reach.
 */
export function jobsService(d: JobsDeps) {
  d.simulator?.deliverTo((e) =>
    d.payments.receiveWebhook(Buffer.from(e.body), { 'stripe-signature': e.signature }),
  );
  d.paypalSimulator?.deliverTo((e) => d.payments.receiveWebhook(Buffer.from(e.body), e.headers, 'paypal'));

  /**
   * What became due by the clock: in local mode the simulators' renewals, cancellations and
   * give-ups (each delivered as a webhook), then the audios whose publication time has come, the
   * practice reminders due,
   * the yearly renewal reminders, the refunds the
   * provider could not make at the time, the lapsed one-off subscriptions, the roles of clients
   * left without one, and contact messages past their retention.
   */
  async function runDue() {
    const { simulator } = d;
    const sim = simulator
      ? await job('simulator', () => simulator.runDue())
      : { renewed: 0, failed: 0, ended: 0 };
    const { paypalSimulator } = d;
    const paypal = paypalSimulator
      ? await job('paypal_simulator', () => paypalSimulator.runDue())
      : { renewed: 0, failed: 0 };
    const released = await job('releases', () => d.releases.publishDue());
    const practiceReminders = await job('practice_reminders', () => d.reminders.sendDue());
    const reminded = await job('renewal_reminders', () => d.billing.sendReminders());
    await job('refund_retries', () => d.payments.retryRefunds());
    const expired = await job('subscription_expiries', () => d.subscriptions.expireDue());
    // A client whose last subscription has ended is a visitor again.
    await job('client_roles', () => d.users.followSubscriptions());
    await job('contact_retention', () => d.contact.pruneOld(d.clock.now()));
    await job('owner_reports', () => d.reports.refresh());
    return {
      ...sim,
      renewed: sim.renewed + paypal.renewed,
      failed: sim.failed + paypal.failed,
      released,
      practiceReminders,
      reminded,
      expired,
    };
  }

  /** One job's run, counted and timed by its outcome (sanarte_job_runs_total, …_duration_seconds). */
  async function job<T>(name: string, run: () => Promise<T>): Promise<T> {
    const end = d.metrics.jobDuration.startTimer({ job: name });
    try {
      const result = await run();
      d.metrics.jobRuns.inc({ job: name, outcome: 'ok' });
      return result;
    } catch (err) {
      d.metrics.jobRuns.inc({ job: name, outcome: 'failed' });
      throw err;
    } finally {
      end();
    }
  }

  return {
    runDue,
    /** GET /api/jobs/runs: the runs the runner keeps, filtered and paged. */
    runs: (q: { state?: string | undefined; job?: string | undefined; page: number; pageSize: number }) =>
      d.history.page(q, q.page, q.pageSize),
    /** POST /api/jobs/runs/:id/retry: a failed run, put back to run once more. */
    async redrive(id: string) {
      const run = await d.history.findById(id);
      if (!run) throw notFound();
      if (run.state !== 'failed') throw conflict(es.errors.jobRunNotFailed);
      await d.runner.redrive(run.name, id);
      const now = await d.history.findById(id);
      // Someone else's re-drive came first, or the run was deleted meanwhile.
      if (!now || now.state === 'failed') throw conflict(es.errors.jobRunNotFailed);
      return now;
    },
    /**
     * The process's background work, on the job runner: the mail worker, and the due work every
     * minute (once across the processes; a failed run is kept failed in the runner's history, and
     * the next minute's run tries again).
     */
    async start() {
      await d.runner.start();
      await d.mail.start();
      await d.releases.start();
      await d.reminders.start();
      await d.runner.every(DUE_WORK.name, DUE_WORK.cron, runDue, {
        retryLimit: 0,
        retryDelaySeconds: 0,
        backoff: false,
      });
    },
    /** Stops the mail worker and the scheduled work once the work in flight is done. */
    async stop() {
      await d.mail.stop();
      await d.runner.stop();
    },
  };
}
export type JobsService = ReturnType<typeof jobsService>;
