import { type Answers, type Recommendation, es, recommend } from '@sanarte/shared';
import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Glow } from '../../../components/ui/glow';
import { PageLoading } from '../../../components/ui/page-loading';
import { jumpToTop } from '../../../lib/jump-to-top';
import { type SessionUser, refreshCurrentUser, updateUser, useAuth, userOf } from '../../auth';
import { serverMessage, useRetakeTestMutation, useTakeTestMutation } from '../api';
import { Questionnaire } from '../components/questionnaire';
import { ResultsView, type ShownResult } from '../components/results-view';
import { questionnaire as copy, meta } from '../content';
import { usePageMeta } from '../use-page-meta';
import { useTestDispatch } from '../user-state';

function savedResultOf(user: SessionUser | null): ShownResult | null {
  const saved = user?.tookTest ? user.testResult : null;
  if (!saved) return null;
  const themes = saved.themes ?? [];
  const ordered = saved.topTemas.map((slug) => {
    const theme = themes.find((t) => t.slug === slug);
    return { id: theme?._id ?? null, slug, name: theme?.name ?? null };
  });
  return {
    categorySlug: saved.category?.slug ?? saved.categoriaPrincipal,
    categoryName: saved.category?.name ?? null,
    themes: ordered,
    saved: true,
  };
}

function immediateResultOf(rec: Recommendation): ShownResult {
  return {
    categorySlug: rec.categoriaPrincipal,
    // Names come from the catalogue (the results view looks them up), never from the slugs.
    categoryName: null,
    themes: rec.topTemas.map((slug) => ({ id: null, slug, name: null })),
    saved: false,
  };
}

/**
 * '/test': the questionnaire, or the results when the
 * user already took the test or has a fresh result. Anonymous visitors get the immediate result
 * without saving; signed-in users save it (first take or retake) and the current user is refreshed.
 * Mini-plan mode: '/test?mini=1' (also '?miniFlow=1').
 */
export function WellbeingTestPage() {
  usePageMeta(meta.title, meta.description);
  const [params] = useSearchParams();
  const miniMode = params.get('mini') === '1' || params.get('miniFlow') === '1';
  const { user, sessionChecked } = useAuth();
  const dispatch = useTestDispatch();
  const [takeTest] = useTakeTestMutation();
  const [retakeTest] = useRetakeTestMutation();
  const [fresh, setFresh] = useState<Recommendation | null>(null);
  const [retaking, setRetaking] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // Set when the person leaves the questionnaire for the results ('Ver Resultados', or back from a
  // retake): the results' title then takes the focus, where the keyboard and screen reader go on.
  const [arrived, setArrived] = useState(false);

  const saved = savedResultOf(user);
  const shown = retaking ? null : (saved ?? (fresh ? immediateResultOf(fresh) : null));
  const view = !sessionChecked ? 'loading' : shown ? 'results' : 'questionnaire';

  // On load and whenever the view changes, start at the top.
  useEffect(() => {
    if (view !== 'loading') jumpToTop();
  }, [view]);

  const submit = useCallback(
    async (answers: Answers) => {
      const rec = recommend(answers);
      setError(null);
      if (!user) {
        setFresh(rec);
        setRetaking(false);
        setArrived(true);
        return;
      }
      if (rec.categoriaPrincipal === 'otro' || rec.topTemas.length === 0) {
        setError(es.test.processError);
        return;
      }
      setSubmitting(true);
      try {
        const body = { categorySlug: rec.categoriaPrincipal, themesSlugs: rec.topTemas };
        const answer = await (user.tookTest ? retakeTest(body) : takeTest(body)).unwrap();
        const updated = userOf(answer);
        setArrived(true);
        if (updated) dispatch(updateUser(updated));
        await dispatch(refreshCurrentUser());
        setFresh(rec);
        setRetaking(false);
      } catch (failure) {
        setError(serverMessage(failure, es.test.processError));
      } finally {
        setSubmitting(false);
      }
    },
    [user, takeTest, retakeTest, dispatch],
  );

  if (view === 'loading') return <PageLoading />;

  return (
    <div className="relative isolate overflow-hidden">
      <Glow className="bg-[radial-gradient(50rem_30rem_at_90%_0%,rgba(139,120,214,0.26),transparent_60%),radial-gradient(40rem_30rem_at_0%_60%,rgba(111,179,226,0.12),transparent_60%)]" />
      <div className="mx-auto max-w-6xl px-4 pb-20 pt-8 sm:px-8 sm:pt-12 lg:pb-28">
        {shown ? (
          <ResultsView
            user={user}
            result={shown}
            miniMode={miniMode}
            focusTitle={arrived}
            onRetake={() => {
              setError(null);
              setArrived(false);
              setRetaking(true);
            }}
          />
        ) : (
          <div className="mx-auto max-w-3xl">
            <div className="mb-8 text-center sm:mb-10">
              <h1 className="text-[2.1rem] font-semibold text-white sm:text-5xl">{es.test.title}</h1>
              <p className="mx-auto mt-4 max-w-xl text-lg text-lavender-200">
                {retaking ? copy.retakeIntro : copy.intro}
              </p>
            </div>
            <Questionnaire
              onSubmit={submit}
              submitting={submitting}
              error={error}
              onCancel={
                retaking && (saved || fresh)
                  ? () => {
                      setError(null);
                      setArrived(true);
                      setRetaking(false);
                    }
                  : undefined
              }
            />
          </div>
        )}
      </div>
    </div>
  );
}
