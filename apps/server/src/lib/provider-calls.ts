import type { Metrics } from './metrics.js';

/**
 * `target` with each call that goes out to a provider (every method that answers with a promise)
 * timed in `sanarte_provider_request_duration_seconds{provider, operation, outcome}`, ok or error;
 * methods that answer at once (a webhook's signature checked locally) are passed through. The
 * target's methods still run with the target as `this`.
 */
export function timedProvider<T extends object>(
  target: T,
  provider: string,
  metrics: Pick<Metrics, 'providerDuration'>,
): T {
  return new Proxy(target, {
    get(object, property) {
      // Read on the target itself: its getters may use private fields, which a proxy lacks.
      const value: unknown = Reflect.get(object, property);
      if (typeof value !== 'function' || typeof property !== 'string') return value;
      return (...args: unknown[]) => {
        const started = performance.now();
        const observe = (outcome: 'ok' | 'error') =>
          metrics.providerDuration.observe(
            { provider, operation: property, outcome },
            (performance.now() - started) / 1000,
          );
        let result: unknown;
        try {
          result = value.apply(object, args);
        } catch (err) {
          observe('error');
          throw err;
        }
        if (!(result instanceof Promise)) return result;
        return result.then(
          (answer: unknown) => {
            observe('ok');
            return answer;
          },
          (err: unknown) => {
            observe('error');
            throw err;
          },
        );
      };
    },
  });
}
