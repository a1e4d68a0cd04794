import { type Progress, formatDate } from '@sanarte/shared';
import { QuerySection } from '../../../components/ui/query-section';
import { PROGRESS_FRESH_SECONDS, useProgressQuery } from '../api';
import { progressCopy as copy } from '../content';

/**
 * "Mi progreso": minutes and completed sessions this week and this month, the themes listened to
 * most and, after a week away, a word of welcome back. Nothing counts days in a row: a missed day
 * takes nothing away. Asked for fresh each time it is shown (the welcome route's request counts).
 */
export function MyProgress() {
  const query = useProgressQuery(undefined, { refetchOnMountOrArgChange: PROGRESS_FRESH_SECONDS });
  return (
    <QuerySection id="my-progress" texts={copy} query={query}>
      {(data) => <Figures data={data} />}
    </QuerySection>
  );
}

/** The figures, once there is listening to count; before, what they will be. */
function Figures({ data }: { data: Progress }) {
  if (data.lastListenedOn === null) {
    return (
      <p className="rounded-2xl bg-white p-5 text-sm text-ink-soft shadow-sm ring-1 ring-night-700/10">
        {copy.empty}
      </p>
    );
  }
  return (
    <>
      {data.missedYou && (
        <div className="rounded-2xl bg-lavender-100 p-5 ring-1 ring-inset ring-night-700/10">
          <p className="font-display text-lg font-semibold text-night-900">{copy.missedYouTitle}</p>
          <p className="mt-1 text-sm text-night-700">{copy.missedYouText(formatDate(data.lastListenedOn))}</p>
        </div>
      )}
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <Figure label={copy.minutesWeek} value={copy.minutes(data.minutesThisWeek)} />
        <Figure label={copy.sessionsWeek} value={String(data.sessionsThisWeek)} />
        <Figure label={copy.minutesMonth} value={copy.minutes(data.minutesThisMonth)} />
        <Figure label={copy.sessionsMonth} value={String(data.sessionsThisMonth)} />
      </dl>
      {data.topThemes.length > 0 && (
        <div className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-night-700/10">
          <h3 id="my-progress-themes" className="font-semibold text-night-900">
            {copy.topThemes}
          </h3>
          <ol aria-labelledby="my-progress-themes" className="mt-2 flex flex-col gap-1.5">
            {data.topThemes.map((theme) => (
              <li key={theme._id} className="flex items-baseline justify-between gap-3 text-sm">
                <span className="min-w-0 font-semibold text-night-700">{theme.name}</span>
                <span className="shrink-0 text-ink-soft">{copy.minutes(theme.minutes)}</span>
              </li>
            ))}
          </ol>
        </div>
      )}
      <p className="text-xs text-ink-soft">{copy.completedRule}</p>
    </>
  );
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex flex-col-reverse rounded-2xl bg-white p-4 shadow-sm ring-1 ring-night-700/10">
      <dt className="text-xs font-semibold text-ink-soft">{label}</dt>
      <dd className="font-display text-2xl font-semibold text-night-900">{value}</dd>
    </div>
  );
}
