import { categoryLabel, es, formatDate } from '@sanarte/shared';
import { useEffect, useMemo } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api';
import { useDocumentTitle } from '../../../lib/document-title';
import { type SessionUser, refreshCurrentUser, useAuth } from '../../auth';
import { type TestHistoryEntry, usePanelThemesQuery, useTestHistoryQuery } from '../api';
import { testsCopy as copy } from '../content';
import { useThunkDispatch } from '../hooks';

/** A slug as words, for themes the catalogue no longer lists: 'no_mas_insomnio' → 'No mas insomnio'. */
const slugWords = (slug: string) => {
  const words = slug.replaceAll('_', ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/**
 * Mis Tests: 'Mi Test', or with `?miniFlow=1` 'Completar compra de plan Mini' and a
 * sentence asking for the wellness test. The current result (category and themes) with a retake
 * link (or, buying mini, the link to pick the two themes), or a call to take the test; then the
 * earlier takes with their dates.
 */
export function MyTestsPage() {
  useDocumentTitle(copy.pageTitle);
  const [params] = useSearchParams();
  const miniFlow = params.get('miniFlow') === '1';
  const { user } = useAuth();
  const dispatch = useThunkDispatch();

  useEffect(() => {
    void dispatch(refreshCurrentUser());
  }, [dispatch]);

  if (!user) return null;
  const result = user.testResult ?? null;

  return (
    <div className="flex flex-col gap-10">
      <header>
        <h1 className="text-3xl font-semibold text-night-900 sm:text-4xl">
          {miniFlow ? es.panel.miniFlowTitle : es.panel.myTestTitle}
        </h1>
        {miniFlow && <p className="mt-3 max-w-2xl text-ink-soft">{copy.miniFlowText}</p>}
      </header>

      {result ? (
        <CurrentResult user={user} result={result} miniFlow={miniFlow} />
      ) : (
        <div className="flex flex-col items-start gap-4 rounded-3xl bg-white p-6 shadow-sm ring-1 ring-night-700/10 sm:p-8">
          <p className="text-ink-soft">{copy.takeTestText}</p>
          <Link to={paths.test.href({ mini: miniFlow })} className={buttonClasses({ size: 'lg' })}>
            {copy.takeTest}
          </Link>
        </div>
      )}

      {user.temporaryAudioSelected && <TrialAudio user={user} />}

      <History current={result?.createdAt ?? null} />
    </div>
  );
}

type TestResult = NonNullable<SessionUser['testResult']>;

function CurrentResult({
  user,
  result,
  miniFlow,
}: {
  user: SessionUser;
  result: TestResult;
  miniFlow: boolean;
}) {
  const onMini = user.activeSubscription?.plan?.slug === 'mini';
  // A mini-plan user who took the test, or one with a trial audio, cannot retake.
  const canRetake = !onMini && !user.temporaryAudioSelected;
  const themes =
    result.themes && result.themes.length > 0
      ? result.themes.map((t) => ({ key: t._id, name: t.name }))
      : result.topTemas.map((slug) => ({ key: slug, name: slugWords(slug) }));
  const category = result.category?.name ?? categoryLabel(result.categoriaPrincipal);

  return (
    <section
      aria-labelledby="current-result"
      className="overflow-hidden rounded-3xl bg-night-900 text-lavender-50 shadow-lg shadow-night-900/20"
    >
      <div className="bg-[radial-gradient(30rem_16rem_at_100%_0%,rgba(244,183,99,0.18),transparent_70%)] p-6 sm:p-8">
        <h2 id="current-result" className="text-sm font-bold uppercase tracking-wider text-lavender-300">
          {copy.currentResult}
        </h2>
        <p className="mt-4 text-sm font-semibold text-lavender-200">{copy.mainCategory}</p>
        <p className="font-display text-3xl font-semibold text-white">{category}</p>
        <p className="mt-6 text-sm font-semibold text-lavender-200">{copy.recommendedThemes}</p>
        <ol className="mt-2 flex flex-col gap-2">
          {themes.map((theme, index) => (
            <li key={theme.key} className="flex items-center gap-3">
              <span className="grid size-8 shrink-0 place-items-center rounded-full bg-accent-400 font-bold text-night-950">
                {index + 1}
              </span>
              <span className="text-lg font-semibold">{theme.name}</span>
            </li>
          ))}
        </ol>
        {result.createdAt && (
          <p className="mt-6 text-sm text-lavender-200">{copy.takenOn(formatDate(result.createdAt))}</p>
        )}
        <div className="mt-6 flex flex-wrap gap-3">
          {miniFlow ? (
            <Link to={paths.test.href({ mini: true })} className={buttonClasses({ size: 'lg' })}>
              {copy.chooseThemes}
            </Link>
          ) : (
            canRetake && (
              <Link to={paths.test.href()} className={buttonClasses({ variant: 'secondary' })}>
                {es.test.retake}
              </Link>
            )
          )}
        </div>
      </div>
    </section>
  );
}

function TrialAudio({ user }: { user: SessionUser }) {
  const trial = user.temporaryAudioSelected;
  const title = typeof trial?.audio?.title === 'string' ? trial.audio.title : es.common.noTitle;
  const until = typeof trial?.expiresAt === 'string' ? formatDate(trial.expiresAt) : '';
  return (
    <section
      aria-labelledby="trial-audio"
      className="rounded-3xl bg-white p-6 shadow-sm ring-1 ring-night-700/10 sm:p-8"
    >
      <h2 id="trial-audio" className="text-xl font-semibold text-night-900">
        {copy.trialTitle}
      </h2>
      <p className="mt-2 font-semibold text-night-700">{title}</p>
      {until && <p className="text-sm text-ink-soft">{copy.trialUntil(until)}</p>}
      <Link to={paths.test.href()} className={buttonClasses({ variant: 'outline', className: 'mt-4' })}>
        {copy.trialListen}
      </Link>
    </section>
  );
}

function History({ current }: { current: string | null }) {
  const { data, isLoading, isError, error, refetch } = useTestHistoryQuery(undefined, {
    refetchOnMountOrArgChange: true,
  });
  const { data: themes } = usePanelThemesQuery();

  const names = useMemo(() => {
    const theme = new Map<string, string>();
    const category = new Map<string, string>();
    for (const t of themes ?? []) {
      theme.set(t.slug, t.name);
      if (t.category?.slug) category.set(t.category.slug, t.category.name);
    }
    return { theme, category };
  }, [themes]);

  const earlier: TestHistoryEntry[] = (data ?? []).filter((entry) => entry.createdAt !== current);

  return (
    <section aria-labelledby="test-history" className="flex flex-col gap-4">
      <h2 id="test-history" className="text-2xl font-semibold text-night-900">
        {copy.history}
      </h2>
      {isLoading ? (
        <div className="text-night-700">
          <Spinner label={copy.historyLoading} showLabel />
        </div>
      ) : isError ? (
        <div className="flex flex-col items-start gap-3">
          <Alert tone="error">{errorMessage(error, copy.historyError)}</Alert>
          <Button variant="outline" size="sm" onClick={() => void refetch()}>
            {copy.retry}
          </Button>
        </div>
      ) : earlier.length === 0 ? (
        <p className="text-ink-soft">{copy.historyEmpty}</p>
      ) : (
        <ol className="flex flex-col gap-3">
          {earlier.map((entry) => (
            <li
              key={entry._id}
              className="flex flex-col gap-2 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-night-700/10 sm:flex-row sm:items-center sm:justify-between sm:p-5"
            >
              <div className="min-w-0">
                <p className="font-display text-lg font-semibold text-night-900">
                  {names.category.get(entry.categoriaPrincipal) ?? categoryLabel(entry.categoriaPrincipal)}
                </p>
                <p className="text-sm text-ink-soft">
                  {entry.topTemas.map((slug) => names.theme.get(slug) ?? slugWords(slug)).join(' · ')}
                </p>
              </div>
              <p className="shrink-0 text-sm font-semibold text-night-700">
                <time dateTime={entry.createdAt}>{formatDate(entry.createdAt)}</time>
              </p>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
