import { type PlanDto, es, priceLabel } from '@sanarte/shared';
import { Check } from 'lucide-react';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { local, storageKeys } from '../../../lib/storage';
import { isTemporaryFlagSet } from '../../auth';
import { type PlanViewer, buyOutcome, planCta } from '../plan-rules';
import { useSiteModals } from '../site-modals';

/**
 * One plan of the pricing area, its price in its own currency; the yearly Full (slug 'full') is
 * highlighted, as the spec says; its button follows the plan-card rules. `offer`: its first
 * payment with the applied promotion code, under the price.
 */
export function PlanCard({ plan, viewer, offer }: { plan: PlanDto; viewer: PlanViewer; offer?: string }) {
  const highlighted = plan.slug === 'full';
  const titleId = `plan-${plan.slug}-title`;
  const cta = planCta(plan, viewer);
  // '$99 / año', '9,99 € / mes': the period smaller, so four cards in a row keep the price on one line.
  const [amount, period] = priceLabel(plan.price, plan.durationDays, plan.currency).split(' / ');
  const navigate = useNavigate();
  const modals = useSiteModals();

  const onClick = () => {
    if (cta.kind === 'trial') {
      modals.openTrial('audio');
      return;
    }
    if (cta.kind !== 'buy') return;
    const outcome = buyOutcome(plan.slug, { signedIn: viewer.signedIn, temporaryFlag: isTemporaryFlagSet() });
    if (outcome.kind === 'navigate') {
      navigate(outcome.to);
      return;
    }
    // Signed out: no temporary session can be going on.
    local.remove(storageKeys.isTemporary);
    modals.openSignupPrompt(plan);
  };

  const preload =
    cta.kind === 'trial'
      ? modals.preloadTrial
      : cta.kind === 'buy' && !viewer.signedIn
        ? modals.preloadSignupPrompt
        : undefined;

  return (
    <article
      aria-labelledby={titleId}
      className={
        highlighted
          ? 'relative flex h-full flex-col rounded-3xl bg-night-900 p-7 text-lavender-50 shadow-xl shadow-night-900/25 ring-2 ring-accent-400 sm:p-8 lg:-my-4 lg:py-12'
          : 'flex h-full flex-col rounded-3xl bg-white p-7 text-night-900 shadow-sm ring-1 ring-night-700/10 sm:p-8'
      }
    >
      {highlighted && (
        <p className="mb-5 rounded-2xl bg-accent-400 px-4 py-2.5 text-sm font-bold leading-snug text-night-950">
          {es.home.fullPromo}
        </p>
      )}
      <h3 id={titleId} className="text-2xl font-semibold">
        {plan.name}
      </h3>
      <p className={`mt-2 ${highlighted ? 'text-lavender-200' : 'text-ink-soft'}`}>{plan.description}</p>
      <p className="mt-6 font-display text-4xl font-semibold tracking-tight">
        {amount} <span className="text-2xl">/ {period}</span>
      </p>
      {offer && (
        <p className={`mt-2 break-words font-semibold ${highlighted ? 'text-accent-300' : 'text-night-700'}`}>
          {offer}
        </p>
      )}

      {plan.features.length > 0 && (
        <ul className="mt-6 flex flex-col gap-3">
          {plan.features.map((feature) => (
            <li key={feature} className="flex gap-3">
              <Check
                strokeWidth={2.4}
                className={`mt-1 size-4 shrink-0 ${highlighted ? 'text-accent-300' : 'text-night-600'}`}
              />
              <span>{feature}</span>
            </li>
          ))}
        </ul>
      )}

      <div className="mt-auto pt-8">
        <Button
          variant={highlighted ? 'primary' : 'outline'}
          size="lg"
          className="w-full"
          disabled={cta.disabled}
          onClick={onClick}
          onPointerEnter={preload}
          onFocus={preload}
        >
          {cta.label}
        </Button>
      </div>
    </article>
  );
}
