import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

/**
 * The process's Prometheus metrics, one registry per application (tests build several): process
 * and runtime figures (event-loop lag among them), request durations by route and status, the
 * database pool and mail outbox read at each scrape, and business counters the services bump.
 */
export function createMetrics() {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: 20 });
  // Gauges named like counters (promtool refuses them); their by-type gauges (nodejs_active_handles
  // and the like) say the same.
  for (const name of [
    'nodejs_active_handles_total',
    'nodejs_active_requests_total',
    'nodejs_active_resources_total',
  ])
    registry.removeSingleMetric(name);
  const counter = <L extends string>(name: string, help: string, labelNames: readonly L[] = []) =>
    new Counter<L>({ name, help, labelNames, registers: [registry] });
  const histogram = <L extends string>(
    name: string,
    help: string,
    buckets: number[],
    labelNames: readonly L[] = [],
  ) => new Histogram<L>({ name, help, labelNames, buckets, registers: [registry] });
  return {
    registry,
    httpDuration: histogram(
      'http_request_duration_seconds',
      'Time to answer a request, by method, route pattern and status code.',
      [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      ['method', 'route', 'status_code'],
    ),
    signups: counter('sanarte_signups_total', 'Accounts created, by how (password, trial, google).', [
      'method',
    ]),
    payments: counter(
      'sanarte_payments_total',
      'Payments settled, by kind (purchase, renewal, upgrade) and status (completed, failed).',
      ['kind', 'status'],
    ),
    webhooks: counter(
      'sanarte_payment_webhooks_total',
      'Payment webhook deliveries, by event type and outcome: processed, ignored (no effect here), duplicate (applied before), failed (answered 5xx or 409: the provider retries), bad_signature, refused_api_version (rendered in another API version than the pinned one).',
      ['type', 'outcome'],
    ),
    listeningSeconds: counter(
      'sanarte_listening_seconds_total',
      'Listening time credited from the players’ reports, in seconds.',
    ),
    listeningBatch: histogram(
      'sanarte_listening_report_batch_size',
      'Listening reports written per transaction (reports arriving together are written together).',
      [1, 2, 5, 10, 20, 50, 100, 200, 500],
    ),
    catalogueCache: counter(
      'sanarte_catalogue_cache_reads_total',
      'Public catalogue reads, by answer (plans, categories, audios) and how they were served: hit (memory), miss (database, kept), bypass (database: the change feed is not listening).',
      ['answer', 'result'],
    ),
    requestsShed: counter(
      'sanarte_requests_shed_total',
      'Requests answered 503 at once because the event loop was late (load shedding).',
    ),
    rateLimited: counter(
      'sanarte_rate_limited_total',
      'Requests answered 429, by limiter (the route pattern of a per-route limit, or global).',
      ['limiter'],
    ),
    jobRuns: counter('sanarte_job_runs_total', 'Background job runs, by job and outcome (ok, failed).', [
      'job',
      'outcome',
    ]),
    jobDuration: histogram(
      'sanarte_job_run_duration_seconds',
      'Time a background job run took, by job.',
      [0.01, 0.05, 0.1, 0.5, 1, 5, 15, 60],
      ['job'],
    ),
    mails: counter(
      'sanarte_mail_deliveries_total',
      'E-mail delivery attempts, by outcome: sent, retry (failed, tried again later), failed (given up on).',
      ['outcome'],
    ),
    redisErrors: counter(
      'sanarte_redis_errors_total',
      'Errors from the Redis connection (each one reported by the client; commands then answer from the process).',
    ),
    providerDuration: histogram(
      'sanarte_provider_request_duration_seconds',
      'Time of each call to an outside provider (stripe, s3, smtp), by provider, operation and outcome (ok, error).',
      [0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
      ['provider', 'operation', 'outcome'],
    ),
    /** A gauge read when Prometheus scrapes (pool use, outbox backlog). */
    gaugeAtScrape(
      name: string,
      help: string,
      read: (set: (labels: Record<string, string>, v: number) => void) => Promise<void>,
      labelNames: string[] = [],
    ) {
      return new Gauge({
        name,
        help,
        labelNames,
        registers: [registry],
        async collect() {
          this.reset();
          await read((labels, v) => this.set(labels, v));
        },
      });
    },
  };
}
export type Metrics = ReturnType<typeof createMetrics>;

/** Where services report business events; a no-op set when metrics are off (tests of services). */
export type BusinessMetrics = Pick<
  Metrics,
  | 'signups'
  | 'payments'
  | 'webhooks'
  | 'listeningSeconds'
  | 'listeningBatch'
  | 'catalogueCache'
  | 'jobRuns'
  | 'jobDuration'
  | 'mails'
>;
