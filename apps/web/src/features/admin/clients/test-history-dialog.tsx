import { DEFAULT_IMAGES, es, formatDateTime } from '@sanarte/shared';
import { type ReactNode, useState } from 'react';
import { errorMessage } from '../../../lib/api';
import type { AdminUser } from '../api/users';
import { AdminDialog, type RecordDialogProps } from '../components/admin-dialog';
import { Cover, coverSource } from '../components/cover';
import { smallButton } from '../components/list-layout';
import { ErrorState, LoadingState } from '../components/list-states';
import { fullName } from '../people/format';
import { type TestHistoryEntry, useUserTestHistoryQuery } from '../people/users-api';
import { clientsCopy } from './content';

/**
 * A client's wellbeing tests: listed newest first and numbered from the newest (#1),
 * each with a detail view of its main category and recommended themes.
 */
export function TestHistoryDialog({ user, onOpenChange }: RecordDialogProps<'user', AdminUser>) {
  const name = user ? fullName(user) || user.email : '';
  return (
    <AdminDialog
      open={Boolean(user)}
      onOpenChange={onOpenChange}
      title={clientsCopy.historyTitle(name)}
      size="lg"
    >
      {user && <History userId={user._id} />}
    </AdminDialog>
  );
}

function History({ userId }: { userId: string }) {
  const { data, isLoading, isError, error, refetch } = useUserTestHistoryQuery(userId);
  const [selected, setSelected] = useState<number | null>(null);

  if (isLoading) return <LoadingState label={clientsCopy.historyLoading} />;
  if (isError || !data) {
    return <ErrorState message={errorMessage(error, es.admin.fetchUsersFailedEn)} onRetry={refetch} />;
  }
  if (data.length === 0) return <p className="py-6 text-center text-ink-soft">{clientsCopy.historyEmpty}</p>;

  const entry = selected === null ? undefined : data[selected];
  if (entry && selected !== null) {
    return <TestDetail entry={entry} number={selected + 1} onBack={() => setSelected(null)} />;
  }

  return (
    <ol className="flex flex-col gap-3">
      {data.map((test, index) => {
        const number = index + 1;
        return (
          <li
            key={test._id}
            className="flex flex-col gap-3 rounded-2xl bg-white p-4 ring-1 ring-night-900/10 sm:flex-row sm:items-center"
          >
            <Cover
              {...coverSource(test.testResults.category.coverImage)}
              sizes="56px"
              fallback={DEFAULT_IMAGES.category}
              className="hidden size-14 rounded-xl sm:block"
            />
            <div className="min-w-0 flex-1">
              <p className="font-display text-lg font-semibold">
                <span>{clientsCopy.testNumber(number)}</span>
                {index === 0 && (
                  <span className="ml-2 align-middle font-sans text-xs font-bold uppercase tracking-wide text-ink-soft">
                    ({clientsCopy.newest})
                  </span>
                )}
              </p>
              <p className="text-sm text-ink-soft">
                <time dateTime={test.createdAt}>{formatDateTime(test.createdAt)}</time>
                {' · '}
                {test.testResults.category.name}
              </p>
            </div>
            <button type="button" className={smallButton} onClick={() => setSelected(index)}>
              {clientsCopy.viewDetail}
              <span className="sr-only"> {clientsCopy.ofTest(number)}</span>
            </button>
          </li>
        );
      })}
    </ol>
  );
}

function TestDetail({
  entry,
  number,
  onBack,
}: {
  entry: TestHistoryEntry;
  number: number;
  onBack: () => void;
}) {
  const { category, themes } = entry.testResults;
  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <button type="button" className={smallButton} onClick={onBack}>
          <span aria-hidden="true">←</span> {clientsCopy.back}
        </button>
        <p className="text-sm text-ink-soft">
          {clientsCopy.testNumber(number)} · {clientsCopy.takenOn}{' '}
          <time dateTime={entry.createdAt}>{formatDateTime(entry.createdAt)}</time>
        </p>
      </div>
      <DetailSection id={`main-${entry._id}`} title={clientsCopy.mainCategory}>
        <div className="flex flex-col gap-4 rounded-2xl bg-white p-4 ring-1 ring-night-900/10 sm:flex-row">
          <Cover
            {...coverSource(category.coverImage)}
            // Full width below 640px: the viewport less the dialog's margin (1.5rem), its padding
            // (2 × 1.25rem) and the card's (2 × 1rem).
            sizes="(min-width: 640px) 112px, calc(100vw - 96px)"
            fallback={DEFAULT_IMAGES.category}
            className="aspect-video w-full rounded-xl sm:size-28 sm:aspect-auto"
          />
          <div>
            <p className="font-display text-xl font-semibold">{category.name}</p>
            <p className="mt-1 text-sm text-ink-soft">{category.description || es.common.noDescription}</p>
          </div>
        </div>
      </DetailSection>
      <DetailSection id={`themes-${entry._id}`} title={clientsCopy.recommendedThemes}>
        {themes.length === 0 ? (
          <p className="text-ink-soft">{clientsCopy.noThemes}</p>
        ) : (
          <ul className="grid gap-3 sm:grid-cols-2">
            {themes.map((theme) => (
              <li key={theme._id} className="flex gap-3 rounded-2xl bg-white p-3 ring-1 ring-night-900/10">
                <Cover {...coverSource(theme.coverImage)} sizes="48px" fallback={DEFAULT_IMAGES.theme} />
                <div className="min-w-0">
                  <p className="font-semibold">{theme.name}</p>
                  <p className="line-clamp-3 text-sm text-ink-soft">
                    {theme.description || es.common.noDescription}
                  </p>
                </div>
              </li>
            ))}
          </ul>
        )}
      </DetailSection>
    </div>
  );
}

/** A part of a test's detail, named by its small heading. */
function DetailSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="flex flex-col gap-3">
      <h3 id={id} className="font-sans text-sm font-bold uppercase tracking-wide text-ink-soft">
        {title}
      </h3>
      {children}
    </section>
  );
}
