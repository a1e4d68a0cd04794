import { es } from '@sanarte/shared';
import { useEffect, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { SECTION_IDS } from '../../../config/paths';
import { useAuth } from '../../auth';
import { useGetPlansQuery } from '../api';
import { plans as copy } from '../content';
import { planCta } from '../plan-rules';
import { LazyPromotionCode } from './lazy-promotion-code';
import { PlanCard } from './plan-card';
import { Section } from './section';

/**
 * The plans' grid by how many there are: one column on phones; at desktop widths one row of three,
 * two by two up to extra-large screens and then one row for four, rows of three for more (the
 * rows leave the highlighted card room to stand out).
 */
const GRIDS = [
  '',
  '',
  'lg:max-w-4xl lg:grid-cols-2',
  'lg:max-w-none lg:grid-cols-3',
  'lg:max-w-4xl lg:grid-cols-2 lg:gap-y-12 xl:max-w-none xl:grid-cols-4',
];

/**
 * 'Planes': every active plan GET /api/plans/list returns (staff may add any), in its order — the
 * server gives visitors the active ones only —, with loading, error and retry, and under
 * them the promotion code for the paid plans the visitor can buy (each card then shows its first
 * payment with the code).
 */
export function PlansSection() {
  const { data, error, isLoading, isFetching, isError, refetch } = useGetPlansQuery();
  const { isAuthenticated, user } = useAuth();
  const plans = data ?? [];
  const loading = isLoading || (isError && isFetching);
  const signedIn = isAuthenticated && user !== null;
  const viewer = { signedIn, activePlanSlug: user?.activeSubscription?.plan?.slug ?? null };
  /** The paid plans the visitor can buy: the promotion code is for them. */
  const buyable = plans.filter((plan) => plan.price > 0 && planCta(plan, viewer).kind === 'buy');
  /** Their first payment with the applied promotion code, by plan id. */
  const [offers, setOffers] = useState<Record<string, string>>({});

  useEffect(() => {
    if (error) console.warn(es.home.loadPlansFailedEn, error);
  }, [error]);

  return (
    <Section id={SECTION_IDS.pricing} title={es.home.plansTitle} intro={copy.intro} tone="sand">
      <div aria-live="polite" aria-busy={loading} className="min-h-[24rem]">
        {loading ? (
          <p className="py-10 text-center text-lg text-ink-soft">{es.home.plansLoading}</p>
        ) : isError ? (
          <div className="mx-auto flex max-w-md flex-col items-center gap-5 py-8 text-center">
            <p className="text-lg text-night-900">{es.home.plansError}</p>
            <Button variant="outline" onClick={() => refetch()}>
              {es.common.retry}
            </Button>
          </div>
        ) : plans.length === 0 ? (
          <p className="py-10 text-center text-lg text-ink-soft">{copy.empty}</p>
        ) : (
          <ul
            className={`mx-auto grid max-w-lg items-stretch gap-6 ${GRIDS[plans.length] ?? 'lg:max-w-none lg:grid-cols-3 lg:gap-y-12'}`}
          >
            {plans.map((plan) => (
              <li key={plan._id} className="h-full">
                <PlanCard
                  plan={plan}
                  viewer={viewer}
                  offer={buyable.includes(plan) ? offers[plan._id] : undefined}
                />
              </li>
            ))}
          </ul>
        )}
      </div>
      {!loading && !isError && buyable.length > 0 && (
        <LazyPromotionCode plans={buyable} onOffers={setOffers} />
      )}
    </Section>
  );
}
