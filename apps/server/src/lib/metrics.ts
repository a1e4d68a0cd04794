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
  return {
    registry,
    httpDuration: new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Time to answer a request, by method, route pattern and status code.',
      labelNames: ['method', 'route', 'status_code'] as const,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [registry],
    }),
    signups: new Counter({
      name: 'sanarte_signups_total',
      help: 'Accounts created, by how (password, trial, google).',
      labelNames: ['method'] as const,
      registers: [registry],
    }),
    payments: new Counter({
      name: 'sanarte_payments_total',
      help: 'Payments settled, by kind (purchase, renewal, upgrade) and status (completed, failed).',
      labelNames: ['kind', 'status'] as const,
      registers: [registry],
    }),
    webhooks: new Counter({
      name: 'sanarte_payment_webhooks_total',
      help: 'Payment webhook deliveries, by event type and outcome: processed, ignored (no effect here), duplicate (applied before), failed (answered 5xx or 409: the provider retries), bad_signature, refused_api_version (rendered in another API version than the pinned one).',
      labelNames: ['type', 'outcome'] as const,
      registers: [registry],
    }),
    listeningSeconds: new Counter({
      name: 'sanarte_listening_seconds_total',
      help: 'Listening time credited from the players’ reports, in seconds.',
      registers: [registry],
    }),
    listeningBatch: new Histogram({
      name: 'sanarte_listening_report_batch_size',
      help: 'Listening reports written per transaction (reports arriving together are written together).',
      buckets: [1, 2, 5, 10, 20, 50, 100, 200, 500],
      registers: [registry],
    }),
    catalogueCache: new Counter({
      name: 'sanarte_catalogue_cache_reads_total',
      help: 'Public catalogue reads, by answer (plans, categories, audios) and how they were served: hit (memory), miss (database, kept), bypass (database: the change feed is not listening).',
      labelNames: ['answer', 'result'] as const,
      registers: [registry],
    }),
    requestsShed: new Counter({
      name: 'sanarte_requests_shed_total',
      help: 'Requests answered 503 at once because the event loop was late (load shedding).',
      registers: [registry],
    }),
    rateLimited: new Counter({
      name: 'sanarte_rate_limited_total',
      help: 'Requests answered 429, by limiter (the route pattern of a per-route limit, or global).',
      labelNames: ['limiter'] as const,
      registers: [registry],
    }),
    jobRuns: new Counter({
      name: 'sanarte_job_runs_total',
      help: 'Background job runs, by job and outcome (ok, failed).',
      labelNames: ['job', 'outcome'] as const,
      registers: [registry],
    }),
    jobDuration: new Histogram({
      name: 'sanarte_job_run_duration_seconds',
      help: 'Time a background job run took, by job.',
      labelNames: ['job'] as const,
      buckets: [0.01, 0.05, 0.1, 0.5, 1, 5, 15, 60],
      registers: [registry],
    }),
    mails: new Counter({
      name: 'sanarte_mail_deliveries_total',
      help: 'E-mail delivery attempts, by outcome: sent, retry (failed, tried again later), failed (given up on).',
      labelNames: ['outcome'] as const,
      registers: [registry],
    }),
    redisErrors: new Counter({
      name: 'sanarte_redis_errors_total',
      help: 'Errors from the Redis connection (each one reported by the client; commands then answer from the process).',
      registers: [registry],
    }),
    providerDuration: new Histogram({
      name: 'sanarte_provider_request_duration_seconds',
      help: 'Time of each call to an outside provider (stripe, s3, smtp), by provider, operation and outcome (ok, error).',
      labelNames: ['provider', 'operation', 'outcome'] as const,
      buckets: [0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
      registers: [registry],
    }),
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
