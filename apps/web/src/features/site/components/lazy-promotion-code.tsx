import { Suspense, lazy } from 'react';
import { useLocation } from 'react-router';
import { session, storageKeys } from '../../../lib/storage';
import { useNearViewport } from '../../../lib/use-near-viewport';
import type { PromotionCodeProps } from './promotion-code';

const PromotionCode = lazy(async () => ({ default: (await import('./promotion-code')).PromotionCode }));

/**
 * The pricing section's promotion code, whose code (its texts, the check call) loads when the
 * visitor nears it, or at once when a code is waiting: a campaign link's `?codigo=`, or one applied
 * earlier in this tab. The landing's first JavaScript carries only this placeholder, as tall as the
 * disclosure's button.
 */
export function LazyPromotionCode(props: PromotionCodeProps) {
  const [ref, near] = useNearViewport<HTMLDivElement>();
  const { search } = useLocation();
  const waiting =
    new URLSearchParams(search).has('codigo') || session.get(storageKeys.promotionCode) !== null;
  return (
    <div ref={ref} className="mt-10 min-h-12">
      {(near || waiting) && (
        <Suspense fallback={null}>
          <PromotionCode {...props} />
        </Suspense>
      )}
    </div>
  );
}
