import { useId } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { SECTION_IDS, paths } from '../../../config/paths';
import { subscribe as copy } from '../content';

/** Once a trial audio is chosen: the way to subscribe (the plans of the landing). */
export function SubscribeInvite() {
  const titleId = useId();
  return (
    <section
      aria-labelledby={titleId}
      className="flex flex-col items-start gap-4 rounded-[2rem] bg-night-900 p-5 text-lavender-50 ring-1 ring-inset ring-lavender-200/15 sm:flex-row sm:items-center sm:justify-between sm:p-8"
    >
      <div className="min-w-0">
        <h2 id={titleId} className="text-2xl font-semibold text-white sm:text-3xl">
          {copy.title}
        </h2>
        <p className="mt-2 max-w-2xl text-lavender-200">{copy.text}</p>
      </div>
      <Link
        to={paths.home.section(SECTION_IDS.pricing)}
        className={buttonClasses({ size: 'lg', className: 'shrink-0' })}
      >
        {copy.action}
      </Link>
    </section>
  );
}
