import { es, type PlanDto, priceLabel } from '@sanarte/shared';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { paths, SECTION_IDS } from '../../../config/paths';
import { SectionLink } from './section-link';

/** One plan of the pricing area; the full plan is highlighted (seed 000 §9). */
export function PlanCard({ plan }: { plan: PlanDto }) {
  const highlighted = plan.slug === 'full';
  const isTrial = plan.slug === 'audio-prueba';
  const titleId = `plan-${plan.slug}-title`;

  return (
    <article
      aria-labelledby={titleId}
      className={
        highlighted
          ? 'relative flex h-full flex-col rounded-3xl bg-night-900 p-8 text-lavender-50 shadow-xl shadow-night-900/25 ring-2 ring-accent-400 lg:-my-4 lg:py-12'
          : 'flex h-full flex-col rounded-3xl bg-white p-8 text-night-900 shadow-sm ring-1 ring-night-700/10'
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
        {priceLabel(plan.price, plan.durationDays)}
      </p>

      {plan.features.length > 0 && (
        <ul className="mt-6 flex flex-col gap-3">
          {plan.features.map((feature) => (
            <li key={feature} className="flex gap-3">
              <CheckIcon className={highlighted ? 'text-accent-300' : 'text-night-600'} />
              <span>{feature}</span>
            </li>
          ))}
        </ul>
      )}

      <div className="mt-auto pt-8">
        {isTrial ? (
          <SectionLink
            section={SECTION_IDS.trial}
            className={buttonClasses({ variant: 'outline', className: 'w-full' })}
          >
            {es.home.listenNow}
          </SectionLink>
        ) : (
          <Link
            to={paths.login.href('signup')}
            className={buttonClasses({
              variant: highlighted ? 'primary' : 'outline',
              className: 'w-full',
            })}
          >
            {es.home.subscribe}
          </Link>
        )}
      </div>
    </article>
  );
}

function CheckIcon({ className }: { className: string }) {
  return (
    <svg
      viewBox="0 0 20 20"
      className={`mt-1 size-4 shrink-0 ${className}`}
      aria-hidden="true"
      focusable="false"
    >
      <path
        d="M4 10.5 8 14.5 16 5.5"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.4"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
