import { type Answers, type Recommendation, es, formatDate, recommend } from '@sanarte/shared';
import { type ReactNode, useCallback, useEffect, useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button, buttonClasses } from '../../../components/ui/button';
import { RetryAlert } from '../../../components/ui/retry-alert';
import { Spinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api';
import { useDocumentTitle } from '../../../lib/document-title';
import { jumpToTop } from '../../../lib/jump-to-top';
import { trialIsOver } from '../../../lib/media/trial';
import { type SessionUser, refreshCurrentUser, updateUser, useAuth, userOf } from '../../auth';
import { type CatalogueNames, Questionnaire, catalogueNames } from '../../wellbeing-test';
import {
  type TestHistoryEntry,
  usePanelRetakeTestMutation,
  usePanelTakeTestMutation,
  usePanelThemesQuery,
  useTestHistoryQuery,
} from '../api';
import { testsCopy as copy } from '../content';
import { useThunkDispatch } from '../hooks';

type TestResult = NonNullable<SessionUser['testResult']>;

/** A result to show: the category and the themes, by name. */
interface NamedResult {
  category: string | null;
  themes: { key: string; name: string }[];
}

/** Names from the result itself where it carries them, else from the catalogue; never from slugs. */
function named(
  categorySlug: string,
  slugs: string[],
  names: CatalogueNames,
  own?: Pick<TestResult, 'category' | 'themes'>,
): NamedResult {
  const themes = slugs.flatMap((slug) => {
    const name = own?.themes?.find((t) => t.slug === slug)?.name ?? names.theme(slug);
    return name ? [{ key: slug, name }] : [];
  });
  return { category: own?.category?.name ?? names.category(categorySlug), themes };
}

/**
 * Mis Tests: 'Mi Test', or with `?miniFlow=1` 'Completar compra de plan Mini'. A user who has not
 * taken the test answers it here; one who has sees the result and can retake it here (PUT
 * retake-test with { categoriaPrincipal, topTemas }). When saving fails, the result just obtained
 * is shown in its place, with a way to save it again. Then the earlier takes with their dates.
 */
export function MyTestsPage() {
  useDocumentTitle(copy.pageTitle);
  const [params] = useSearchParams();
  const miniFlow = params.get('miniFlow') === '1';
  const { user } = useAuth();
  const dispatch = useThunkDispatch();
  const themes = usePanelThemesQuery();
  const names = useMemo(() => catalogueNames(themes.data), [themes.data]);
  const [takeTest] = usePanelTakeTestMutation();
  const [retakeTest] = usePanelRetakeTestMutation();
  const [retaking, setRetaking] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  /** The result just obtained when saving it failed, with the reason. */
  const [unsaved, setUnsaved] = useState<{ rec: Recommendation; reason: string } | null>(null);

  useEffect(() => {
    void dispatch(refreshCurrentUser());
  }, [dispatch]);

  const result = user?.tookTest ? (user.testResult ?? null) : null;
  const hadResult = Boolean(result);

  const save = useCallback(
    async (rec: Recommendation) => {
      setSubmitting(true);
      setError(null);
      try {
        const answer = await (hadResult
          ? retakeTest({ categoriaPrincipal: rec.categoriaPrincipal, topTemas: rec.topTemas })
          : takeTest({ categorySlug: rec.categoriaPrincipal, themesSlugs: rec.topTemas })
        ).unwrap();
        const updated = userOf(answer);
        if (updated) dispatch(updateUser(updated));
        await dispatch(refreshCurrentUser());
        setUnsaved(null);
      } catch (failure) {
        // Spec: a failed retake falls back to the submitted result (the first take too).
        setUnsaved({ rec, reason: errorMessage(failure, es.test.processError) });
      } finally {
        setSubmitting(false);
        setRetaking(false);
        jumpToTop();
      }
    },
    [hadResult, retakeTest, takeTest, dispatch],
  );

  const submit = useCallback(
    async (answers: Answers) => {
      const rec = recommend(answers);
      if (rec.categoriaPrincipal === 'otro' || rec.topTemas.length === 0) {
        setError(es.test.processError);
        return;
      }
      await save(rec);
    },
    [save],
  );

  if (!user) return null;
  const showQuestionnaire = !unsaved && (!result || retaking);

  return (
    <div className="flex flex-col gap-10">
      <header>
        <h1 className="text-3xl font-semibold text-night-900 sm:text-4xl">
          {miniFlow ? es.panel.miniFlowTitle : es.panel.myTestTitle}
        </h1>
        <p className="mt-2 text-ink-soft">
          {miniFlow ? (result ? copy.miniFlowDoneText : copy.miniFlowText) : copy.intro}
        </p>
        {showQuestionnaire && retaking && <p className="mt-2 text-ink-soft">{copy.retakeIntro}</p>}
      </header>

      {unsaved ? (
        <UnsavedResult
          result={named(unsaved.rec.categoriaPrincipal, unsaved.rec.topTemas, names)}
          reason={unsaved.reason}
          loading={themes.isLoading || (themes.isError && themes.isFetching)}
          catalogueFailed={themes.isError && !themes.isFetching}
          onRetryCatalogue={() => void themes.refetch()}
          saving={submitting}
          onSave={() => void save(unsaved.rec)}
        />
      ) : showQuestionnaire ? (
        <Questionnaire
          onSubmit={submit}
          submitting={submitting}
          error={error}
          onCancel={
            result
              ? () => {
                  setError(null);
                  setRetaking(false);
                }
              : undefined
          }
        />
      ) : (
        result && (
          <CurrentResult
            user={user}
            result={result}
            shown={named(result.categoriaPrincipal, result.topTemas, names, result)}
            miniFlow={miniFlow}
            onRetake={() => {
              setError(null);
              setRetaking(true);
              jumpToTop();
            }}
          />
        )
      )}

      {user.temporaryAudioSelected && <TrialAudio user={user} />}

      <History current={result?.createdAt ?? null} names={names} />
    </div>
  );
}

function ResultBody({ shown }: { shown: NamedResult }) {
  return (
    <>
      <p className="mt-4 text-sm font-semibold text-lavender-200">{copy.mainCategory}</p>
      <p className="font-display text-3xl font-semibold text-white">{shown.category ?? '…'}</p>
      <p className="mt-6 text-sm font-semibold text-lavender-200">{copy.recommendedThemes}</p>
      <ol className="mt-2 flex flex-col gap-2">
        {shown.themes.map((theme, index) => (
          <li key={theme.key} className="flex items-center gap-3">
            <span className="grid size-8 shrink-0 place-items-center rounded-full bg-accent-400 font-bold text-night-950">
              {index + 1}
            </span>
            <span className="text-lg font-semibold">{theme.name}</span>
          </li>
        ))}
      </ol>
    </>
  );
}

const resultCard = 'overflow-hidden rounded-3xl bg-night-900 text-lavender-50 shadow-lg shadow-night-900/20';
const resultGlow =
  'bg-[radial-gradient(30rem_16rem_at_100%_0%,rgba(244,183,99,0.18),transparent_70%)] p-6 sm:p-8';

function CurrentResult({
  user,
  result,
  shown,
  miniFlow,
  onRetake,
}: {
  user: SessionUser;
  result: TestResult;
  shown: NamedResult;
  miniFlow: boolean;
  onRetake: () => void;
}) {
  const onMini = user.activeSubscription?.plan?.slug === 'mini';
  // A mini-plan user who took the test, or one with a trial audio, cannot retake.
  const canRetake = !onMini && !user.temporaryAudioSelected;

  return (
    <ResultCard id="current-result" title={copy.currentResult}>
      <ResultBody shown={shown} />
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
            <Button variant="secondary" onClick={onRetake}>
              {es.test.retake}
            </Button>
          )
        )}
      </div>
    </ResultCard>
  );
}

function UnsavedResult({
  result,
  reason,
  loading,
  catalogueFailed,
  onRetryCatalogue,
  saving,
  onSave,
}: {
  result: NamedResult;
  reason: string;
  loading: boolean;
  catalogueFailed: boolean;
  onRetryCatalogue: () => void;
  saving: boolean;
  onSave: () => void;
}) {
  return (
    <ResultCard id="unsaved-result" title={copy.fallbackTitle}>
      <Alert tone="error" className="mt-4">
        <span className="block">{copy.fallbackSaveError}</span>
        <span className="mt-1 block font-normal">{reason}</span>
      </Alert>
      {loading ? (
        <div className="mt-6 text-lavender-100">
          <Spinner label={es.common.loading} showLabel />
        </div>
      ) : catalogueFailed ? (
        <div className="mt-6 flex flex-col items-start gap-3">
          <p>{copy.themesError}</p>
          <Button variant="outline" onClick={onRetryCatalogue}>
            {copy.retry}
          </Button>
        </div>
      ) : (
        <ResultBody shown={result} />
      )}
      <div className="mt-6">
        <Button variant="secondary" onClick={onSave} disabled={saving} aria-busy={saving || undefined}>
          {saving ? copy.savingAgain : copy.saveAgain}
        </Button>
      </div>
    </ResultCard>
  );
}

/** The dark card of a result, its small uppercase heading naming the section. */
function ResultCard({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className={resultCard}>
      <div className={resultGlow}>
        <h2 id={id} className="text-sm font-bold uppercase tracking-wider text-lavender-300">
          {title}
        </h2>
        {children}
      </div>
    </section>
  );
}

function TrialAudio({ user }: { user: SessionUser }) {
  const trial = user.temporaryAudioSelected;
  const title = typeof trial?.audio?.title === 'string' ? trial.audio.title : es.common.noTitle;
  const until = typeof trial?.expiresAt === 'string' ? formatDate(trial.expiresAt) : '';
  const over = trialIsOver(trial);
  return (
    <section
      aria-labelledby="trial-audio"
      className="rounded-3xl bg-white p-6 shadow-sm ring-1 ring-night-700/10 sm:p-8"
    >
      <h2 id="trial-audio" className="text-xl font-semibold text-night-900">
        {copy.trialTitle}
      </h2>
      <p className="mt-2 font-semibold text-night-700">{title}</p>
      {over ? (
        <>
          <p className="mt-2 font-semibold text-danger">{es.test.trialExpired}</p>
          <p className="text-sm text-ink-soft">{es.trial.overText}</p>
          <Link
            to={paths.panel.subscription.href({ plans: true })}
            className={buttonClasses({ className: 'mt-4' })}
          >
            {es.trial.viewPlans}
          </Link>
        </>
      ) : (
        <>
          {until && <p className="text-sm text-ink-soft">{copy.trialUntil(until)}</p>}
          <Link to={paths.test.href()} className={buttonClasses({ variant: 'outline', className: 'mt-4' })}>
            {copy.trialListen}
          </Link>
        </>
      )}
    </section>
  );
}

function History({ current, names }: { current: string | null; names: CatalogueNames }) {
  const { data, isLoading, isError, error, refetch } = useTestHistoryQuery(undefined, {
    refetchOnMountOrArgChange: true,
  });

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
        <RetryAlert
          message={errorMessage(error, copy.historyError)}
          retryLabel={copy.retry}
          onRetry={() => void refetch()}
        />
      ) : earlier.length === 0 ? (
        <p className="text-ink-soft">{copy.historyEmpty}</p>
      ) : (
        <ol className="flex flex-col gap-3">
          {earlier.map((entry) => {
            const shown = named(entry.categoriaPrincipal, entry.topTemas, names);
            return (
              <li
                key={entry._id}
                className="flex flex-col gap-2 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-night-700/10 sm:flex-row sm:items-center sm:justify-between sm:p-5"
              >
                <div className="min-w-0">
                  <p className="font-display text-lg font-semibold text-night-900">{shown.category ?? '…'}</p>
                  <p className="text-sm text-ink-soft">{shown.themes.map((t) => t.name).join(' · ')}</p>
                </div>
                <p className="shrink-0 text-sm font-semibold text-night-700">
                  <time dateTime={entry.createdAt}>{formatDate(entry.createdAt)}</time>
                </p>
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
