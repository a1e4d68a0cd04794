import { type AudioDto, categoryLabel, es } from '@sanarte/shared';
import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { toast } from '../../../components/ui/toasts';
import { SECTION_IDS, paths } from '../../../config/paths';
import { type SessionUser, refreshCurrentUser, updateUser, userOf } from '../../auth';
import { serverMessage, useGetThemesQuery, useUpdateTemporaryAudioMutation } from '../api';
import { catalogueNames } from '../catalogue-names';
import { type GateKind, audios as audiosCopy, results as copy } from '../content';
import { useTrialPlayer } from '../use-trial-player';
import { type ThemeRef, trialAudioOf, useTestDispatch, userFlags } from '../user-state';
import { AppDownload } from './app-download';
import { AudioChooser, type AudioState } from './audio-chooser';
import { ConfirmTrialDialog } from './confirm-trial-dialog';
import { GateDialog } from './gate-dialog';
import { MiniThemePicker } from './mini-theme-picker';
import { ResultSummary } from './result-summary';
import { SubscribeInvite } from './subscribe-invite';
import { TrialAudioCard } from './trial-audio-card';

export interface ShownResult {
  categorySlug: string;
  /** The category's name when the result carries it (a saved result); else the catalogue's. */
  categoryName: string | null;
  /** Names when the result carries them (a saved result); else the catalogue's. */
  themes: (Omit<ThemeRef, 'name'> & { name: string | null })[];
  /** Saved on the account (else: the immediate result of an anonymous visitor). */
  saved: boolean;
}

type ResultsViewProps = {
  user: SessionUser | null;
  result: ShownResult;
  miniMode: boolean;
  /** The person just came from the questionnaire: the title takes the focus. */
  focusTitle?: boolean;
  onRetake: () => void;
};

/**
 * The results view: the recommendation,
 * retake, the app download block, the trial audio (or the mini plan's two themes) and the audios of
 * the suggested themes.
 */
export function ResultsView({ user, result, miniMode, focusTitle = false, onRetake }: ResultsViewProps) {
  const dispatch = useTestDispatch();
  const player = useTrialPlayer();
  const [selectTrial] = useUpdateTemporaryAudioMutation();
  const [pending, setPending] = useState<AudioDto | null>(null);
  const [selecting, setSelecting] = useState<string | null>(null);
  const [gate, setGate] = useState<GateKind | null>(null);
  const titleId = useId();
  const retakeNoteId = useId();
  const immediateId = useId();
  const titleRef = useRef<HTMLHeadingElement>(null);

  // Without this the focus would stay on the questionnaire's 'Ver Resultados', gone from the page:
  // on the body, from where Tab starts again at the top. The page shows the results from their top.
  useEffect(() => {
    if (focusTitle) titleRef.current?.focus({ preventScroll: true });
  }, [focusTitle]);

  const flags = userFlags(user);
  const trial = trialAudioOf(user);
  const miniUser = miniMode || flags.onMini;
  const retakeDisabled = miniUser && flags.tookTest;

  // Names and ids from the catalogue where the result only carries slugs (never names made from
  // slugs, which lose their accents), and every theme for the mini plan's choice.
  const catalogue = useGetThemesQuery();
  const names = catalogueNames(catalogue.data);
  const bySlug = new Map((catalogue.data ?? []).map((t) => [t.slug, t]));
  const resolved = result.themes.map((t) => ({
    id: t.id ?? bySlug.get(t.slug)?._id ?? null,
    slug: t.slug,
    name: t.name ?? names.theme(t.slug),
  }));
  const catalogueSettled = Boolean(catalogue.data) || catalogue.isError;
  const categoryName =
    result.categoryName ??
    names.category(result.categorySlug) ??
    // 'otro' (nothing scored) is no category of the catalogue.
    (catalogue.data ? categoryLabel(result.categorySlug) : null);
  const namesReady = categoryName !== null && resolved.every((t) => t.name !== null);
  // A theme the catalogue no longer lists has no name to show: it is left out.
  const themes: ThemeRef[] = resolved.filter((t): t is ThemeRef => t.name !== null);
  const withIds = themes.filter((t): t is ThemeRef & { id: string } => Boolean(t.id));
  const catalogueFailed = catalogue.isError && !catalogue.isFetching;
  const retryCatalogue = () => void catalogue.refetch();

  const summary = namesReady ? (
    <ResultSummary categoryName={categoryName} themes={themes} />
  ) : catalogueSettled && !catalogueFailed ? (
    <ResultSummary categoryName={categoryName ?? categoryLabel(result.categorySlug)} themes={themes} />
  ) : catalogueFailed ? (
    <div className="flex flex-col items-start gap-4">
      <Alert tone="error">{copy.themesError}</Alert>
      <Button variant="outline" onClick={retryCatalogue}>
        {es.common.retry}
      </Button>
    </div>
  ) : (
    <div className="py-4 text-night-700">
      <Spinner label={es.common.loading} showLabel />
    </div>
  );

  const audioState = (audio: AudioDto): AudioState => {
    const isTrial = trial?._id === audio._id;
    const status =
      selecting === audio._id ? 'loading' : player.activeId === audio._id ? player.status : 'idle';
    return { status, locked: Boolean(trial) && !isTrial, isTrial };
  };

  const onPlay = (audio: AudioDto) => {
    if (!user) return setGate('anonymous');
    if (!user.isVerified) return setGate('unverified');
    if (trial) {
      if (trial._id === audio._id) player.toggle(audio);
      else toast.info(es.test.trialAlreadyChosen);
      return;
    }
    if (miniUser) return setGate('mini');
    if (flags.subscribed) return setGate('subscriber');
    if (!selecting) setPending(audio);
  };

  const acceptTrial = async () => {
    const audio = pending;
    setPending(null);
    if (!audio) return;
    setSelecting(audio._id);
    try {
      const answer = await selectTrial({ audioId: audio._id }).unwrap();
      const updated = userOf(answer);
      if (updated) dispatch(updateUser(updated));
      await dispatch(refreshCurrentUser());
    } catch (error) {
      toast.error(serverMessage(error, es.test.selectError));
      return;
    } finally {
      setSelecting(null);
    }
    player.toggle(audio);
  };

  return (
    // One column as wide as the page (grid-cols-1: minmax(0, 1fr)), not as wide as the widest
    // content: the trial's position bar (a range input, some 130 px at its narrowest) widened the
    // whole column past a 360 px screen while the audio played.
    <div className="grid grid-cols-1 gap-6 sm:gap-8">
      <div className="grid grid-cols-1 gap-6 sm:gap-8 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
        <section
          aria-labelledby={titleId}
          className="surface-light rounded-[2rem] bg-sand-50 p-5 text-night-900 shadow-2xl shadow-night-950/40 sm:p-8 lg:p-10"
        >
          <h1
            id={titleId}
            ref={titleRef}
            tabIndex={-1}
            className="text-3xl font-semibold focus:outline-none sm:text-4xl"
          >
            {es.test.resultsTitle}
          </h1>

          {result.saved ? (
            <div className="mt-6">
              {summary}
              {user && (
                <Link
                  to={paths.panel.href()}
                  className={buttonClasses({ variant: 'secondary', className: 'mt-6' })}
                >
                  {copy.forYou}
                </Link>
              )}
            </div>
          ) : (
            <section
              aria-labelledby={immediateId}
              className="mt-6 rounded-3xl bg-lavender-100 p-5 ring-1 ring-inset ring-night-700/10 sm:p-6"
            >
              <h2 id={immediateId} className="mb-5 text-xl font-semibold sm:text-2xl">
                {es.test.immediateResults}
              </h2>
              {summary}
              {!user && (
                <>
                  <p className="mt-5 text-ink-soft">{copy.immediateNote}</p>
                  <Link
                    to={paths.home.section(SECTION_IDS.trial)}
                    className={buttonClasses({ className: 'mt-4' })}
                  >
                    {copy.startTrial}
                  </Link>
                </>
              )}
            </section>
          )}

          {!trial && (
            <div className="mt-8 border-t border-night-700/10 pt-6">
              <Button
                variant="outline"
                onClick={onRetake}
                disabled={retakeDisabled}
                aria-describedby={retakeDisabled ? retakeNoteId : undefined}
              >
                {es.test.retake}
              </Button>
              {retakeDisabled && (
                <p id={retakeNoteId} className="mt-3 text-sm text-ink-soft">
                  {copy.retakeDisabledMini}
                </p>
              )}
            </div>
          )}
        </section>

        <AppDownload />
      </div>

      {trial && <TrialAudioCard audio={trial} player={player} />}
      {trial && !flags.subscribed && <SubscribeInvite />}

      {catalogueFailed ? (
        namesReady && (
          <div className="surface-light flex flex-col items-start gap-4 rounded-[2rem] bg-sand-50 p-6 text-night-900 sm:p-8">
            <p>{copy.themesError}</p>
            <Button variant="outline" onClick={retryCatalogue}>
              {es.common.retry}
            </Button>
          </div>
        )
      ) : !catalogue.data ? (
        <div className="grid place-items-center py-10 text-lavender-100">
          <Spinner label={es.common.loading} showLabel />
        </div>
      ) : miniUser ? (
        // A mini-plan user picks 2 themes (when buying) and cannot choose a trial audio.
        miniMode && <MiniThemePicker suggested={themes} allThemes={catalogue.data} />
      ) : (
        withIds.length > 0 && (
          <AudioChooser
            themes={withIds}
            audioState={audioState}
            onPlay={onPlay}
            lockedNote={trial ? audiosCopy.onlyTrial : undefined}
          />
        )
      )}

      <ConfirmTrialDialog
        open={pending !== null}
        onAccept={() => void acceptTrial()}
        onCancel={() => setPending(null)}
      />
      <GateDialog kind={gate} onClose={() => setGate(null)} />
    </div>
  );
}
