/** A route's request budget per client (see `config.rateLimit` on each route). */
export interface RateLimitTier {
  max: number;
  timeWindow: number;
}

export type RateLimits = Record<'auth' | 'writes' | 'reads' | 'contact', RateLimitTier>;

/** The four budgets, per minute, scaled by RATE_LIMIT_MULTIPLIER (tests and load runs raise it). */
export function rateLimitTiers(multiplier: number): RateLimits {
  const tier = (max: number) => ({ max: Math.ceil(max * multiplier), timeWindow: 60_000 });
  return { auth: tier(10), writes: tier(100), reads: tier(1000), contact: tier(5) };
}
