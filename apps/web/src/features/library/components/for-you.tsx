import { es, formatDuration } from '@sanarte/shared';
import { Lock } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { QuerySection } from '../../../components/ui/query-section';
import { paths } from '../../../config/paths';
import { FOR_YOU_FRESH_SECONDS, type ForYouAudio, type ForYou as ForYouData, useForYouQuery } from '../api';
import { libraryCopy } from '../content';
import { AudioCard } from './audio-card';
import { Cover } from './cover';
import { NewBadge } from './new-badge';

const copy = libraryCopy.forYou;

/**
 * "Para ti": what the listener's latest test recommended (its category and themes), where they
 * left off, the month's releases («Nuevo este mes», with or without a test), the audios to start
 * with and, with `all`, those not heard yet; the server decides (GET /api/library/for-you).
 * Without a test, an invitation to take it. Asked for fresh each time it is shown (the route's own
 * request counts when it is that recent): a new take of the test or a session just heard shows at
 * once. Its texts are small: the page's own introduction stays its largest text, painted from its
 * outline.
 */
export function ForYou({ all = false, libraryLink = false }: { all?: boolean; libraryLink?: boolean }) {
  const query = useForYouQuery(undefined, { refetchOnMountOrArgChange: FOR_YOU_FRESH_SECONDS });
  return (
    <QuerySection id="for-you" texts={copy} query={query}>
      {(data) =>
        data.test ? (
          <Recommended data={data} all={all} libraryLink={libraryLink} />
        ) : (
          <>
            <InviteToTest />
            <Row id="for-you-continue" title={copy.continueListening} audios={data.continueListening} />
            <Row id="for-you-this-month" title={copy.newThisMonth} audios={data.newThisMonth} />
          </>
        )
      }
    </QuerySection>
  );
}

function Recommended({ data, all, libraryLink }: { data: ForYouData; all: boolean; libraryLink: boolean }) {
  const test = data.test;
  const empty = data.continueListening.length + data.startWith.length + data.notHeard.length === 0;
  return (
    <>
      {test && (
        <div className="flex flex-col gap-3 rounded-2xl bg-night-900 p-5 text-lavender-50 sm:flex-row sm:items-center sm:justify-between sm:p-6">
          <div className="min-w-0">
            <p className="text-sm font-semibold text-lavender-200">{copy.basedOn}</p>
            {test.category && (
              <p className="font-display text-xl font-semibold text-white">{test.category.name}</p>
            )}
            <ul aria-label={copy.themes} className="mt-2 flex flex-wrap gap-2">
              {test.themes.map((theme) => (
                <li
                  key={theme.slug}
                  className="rounded-full bg-lavender-100 px-3 py-1 text-sm font-semibold text-night-900"
                >
                  {theme.name}
                </li>
              ))}
            </ul>
          </div>
          <Link
            to={paths.panel.myTests.href()}
            className={buttonClasses({
              variant: 'secondary',
              size: 'sm',
              className: 'self-start sm:self-center',
            })}
          >
            {copy.retakeTest}
          </Link>
        </div>
      )}
      {empty && <p className="text-sm text-ink-soft">{copy.allHeard}</p>}
      <Row id="for-you-continue" title={copy.continueListening} audios={data.continueListening} />
      {/* The month's releases right after what the listener is in the middle of: finishing a
          session comes first, and what is new is seen before the longer-lived recommendations. */}
      <Row id="for-you-this-month" title={copy.newThisMonth} audios={data.newThisMonth} />
      <Row id="for-you-start" title={copy.startWith} audios={data.startWith} />
      {all && <Row id="for-you-new" title={copy.notHeard} audios={data.notHeard} />}
      {libraryLink && (
        <Link
          to={paths.panel.library.href()}
          className={buttonClasses({ variant: 'outline', className: 'self-start' })}
        >
          {copy.seeLibrary}
        </Link>
      )}
    </>
  );
}

function InviteToTest() {
  return (
    <div className="flex flex-col items-start gap-3 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-night-700/10 sm:p-6">
      <h3 className="font-display text-lg font-semibold text-night-900">{copy.noTestTitle}</h3>
      <p className="text-sm text-ink-soft">{copy.noTestText}</p>
      <Link to={paths.panel.myTests.href()} className={buttonClasses()}>
        {copy.takeTest}
      </Link>
    </div>
  );
}

function Row({ id, title, audios }: { id: string; title: string; audios: ForYouAudio[] }) {
  if (audios.length === 0) return null;
  return (
    <section aria-labelledby={id} className="@container flex flex-col gap-3">
      <h3 id={id} className="text-lg font-semibold text-night-700">
        {title}
      </h3>
      <CardGrid audios={audios} />
    </section>
  );
}

/** Audios of several themes together: each names its theme; those the plan does not open lead to the plans. */
export function CardGrid({ audios }: { audios: ForYouAudio[] }) {
  return (
    <div className="grid gap-4 @2xl:grid-cols-2 @6xl:grid-cols-3">
      {audios.map((audio) =>
        audio.open ? (
          <AudioCard key={audio._id} audio={audio} themeName={audio.theme?.name ?? ''} showTheme />
        ) : (
          <ClosedCard key={audio._id} audio={audio} />
        ),
      )}
    </div>
  );
}

/** An audio the listener's plan does not open: what it is, and the way to the plans. */
export function ClosedCard({ audio }: { audio: ForYouAudio }) {
  const title = audio.title || es.common.noTitle;
  const titleId = `for-you-${audio._id}-title`;
  return (
    <article
      aria-labelledby={titleId}
      className="flex gap-4 rounded-2xl bg-white p-3 shadow-sm ring-1 ring-night-700/10 sm:p-4"
    >
      <Cover
        src={audio.coverImage?.coverImageUrl}
        srcSet={audio.coverImage?.coverImageSrcset}
        sizes="(min-width: 640px) 96px, 64px"
        className="size-16 shrink-0 self-start rounded-xl opacity-80 sm:size-24"
      />
      <div className="flex min-w-0 flex-1 flex-col items-start">
        {audio.isNew && <NewBadge className="mb-1" />}
        <h4 id={titleId} className="font-display text-lg font-semibold leading-snug text-night-900">
          {title}
        </h4>
        <p className="text-sm text-ink-soft">
          {audio.theme?.name} · <span className="sr-only">{libraryCopy.durationLabel(audio.duration)}</span>
          <span aria-hidden="true">{formatDuration(audio.duration)}</span>
        </p>
        <p className="mt-2 inline-flex items-center gap-1.5 text-xs font-bold text-night-700">
          <Lock aria-hidden="true" className="size-3.5" strokeWidth={2.2} />
          {copy.notInPlan}
        </p>
        <Link
          to={paths.panel.subscription.href({ plans: true })}
          className={buttonClasses({ variant: 'outline', size: 'sm', className: 'mt-2' })}
        >
          {copy.viewPlans}
        </Link>
      </div>
    </article>
  );
}
