import type { ChangeFeed } from '../../adapters/change-feed.js';
import type { BusinessMetrics } from '../../lib/metrics.js';
import { ReadCache } from '../../lib/read-cache.js';

/**
 * The public catalogue cache: plans, public categories and audios, the same for every caller, kept
 * while the change feed listens and dropped on every change (docs/decisions/023-public-catalogue-cache.md).
 * Turned off (CATALOGUE_CACHE=off), it never resumes: every read goes to the database.
 */
export function publicCatalogueCache(deps: {
  enabled: boolean;
  changes: ChangeFeed;
  metrics: Pick<BusinessMetrics, 'catalogueCache'>;
}) {
  const reads = deps.metrics.catalogueCache;
  const cache = new ReadCache({ observe: (answer, result) => reads.labels(answer, result).inc() });
  if (deps.enabled)
    deps.changes.subscribe({
      connected: () => cache.resume(),
      disconnected: () => cache.suspend(),
      changed: (table) => cache.invalidate(table),
    });
  return cache;
}
