import { type AudioDto, es } from '@sanarte/shared';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { toast } from '../../../components/ui/toasts';
import { paths, SECTION_IDS } from '../../../config/paths';
import { refreshCurrentUser, type SessionUser, updateUser, userOf } from '../../auth';
import { serverMessage, useGetThemesQuery, useUpdateTemporaryAudioMutation } from '../api';
import { audios as audiosCopy, results as copy, type GateKind } from '../content';
import { useTrialPlayer } from '../use-trial-player';
import { type ThemeRef, trialAudioOf, userFlags, useTestDispatch } from '../user-state';
import { AppDownload } from './app-download';
import { AudioChooser, type AudioState } from './audio-chooser';
import { ConfirmTrialDialog } from './confirm-trial-dialog';
import { GateDialog } from './gate-dialog';
import { MiniThemePicker } from './mini-theme-picker';
import { ResultSummary } from './result-summary';
import { TrialAudioCard } from './trial-audio-card';

export interface ShownResult {
  categorySlug: string;
  themes: ThemeRef[];
  /** Saved on the account (else: the immediate result of an anonymous visitor). */
  saved: boolean;
}

type ResultsViewProps = {
  user: SessionUser | null;
  result: ShownResult;
  miniMode: boolean;
  onRetake: () => void;
};

/**
 * The results view: the recommendation,
 * retake, the app download block, the trial audio (or the mini plan's two themes) and the audios of
 * the suggested themes.
 */
export function ResultsView({ user, result, miniMode, onRetake }: ResultsViewProps) {
  const dispatch = useTestDispatch();
  const player = useTrialPlayer();
  const [selectTrial] = useUpdateTemporaryAudioMutation();
  const [pending, setPending] = useState<AudioDto | null>(null);
  const [selecting, setSelecting] = useState<string | null>(null);
  const [gate, setGate] = useState<GateKind | null>(null);
  const titleId = useId();
  const retakeNoteId = useId();
  const immediateId = useId();

  const flags = userFlags(user);
  const trial = trialAudioOf(user);
  const miniUser = miniMode || flags.onMini;
  const retakeDisabled = miniUser && flags.tookTest;

  // Names and ids from the catalogue where the result only carries slugs (the immediate result),
  // and every theme for the mini plan's choice.
  const needsCatalogue = miniMode || result.themes.some((t) => !t.id);
  const catalogue = useGetThemesQuery(undefined, { skip: !needsCatalogue });
  const bySlug = new Map((catalogue.data ?? []).map((t) => [t.slug, t]));
  const themes: ThemeRef[] = result.themes.map((t) => {
    const known = bySlug.get(t.slug);
    return {
      id: t.id ?? known?._id ?? null,
      slug: t.slug,
      name: result.saved ? t.name : (known?.name ?? t.name),
    };
  });
  const withIds = themes.filter((t): t is ThemeRef & { id: string } => Boolean(t.id));

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
    <div className="grid gap-6 sm:gap-8">
      <div className="grid gap-6 sm:gap-8 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
        <section
          aria-labelledby={titleId}
          className="surface-light rounded-[2rem] bg-sand-50 p-5 text-night-900 shadow-2xl shadow-night-950/40 sm:p-8 lg:p-10"
        >
          <h1 id={titleId} className="text-3xl font-semibold sm:text-4xl">
            {es.test.resultsTitle}
          </h1>

          {result.saved ? (
            <div className="mt-6">
              <ResultSummary categorySlug={result.categorySlug} themes={themes} />
            </div>
          ) : (
            <section
              aria-labelledby={immediateId}
              className="mt-6 rounded-3xl bg-lavender-100 p-5 ring-1 ring-inset ring-night-700/10 sm:p-6"
            >
              <h2 id={immediateId} className="mb-5 text-xl font-semibold sm:text-2xl">
                {es.test.immediateResults}
              </h2>
              <ResultSummary categorySlug={result.categorySlug} themes={themes} />
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

      {needsCatalogue && catalogue.isError && !catalogue.isFetching ? (
        <div className="surface-light flex flex-col items-start gap-4 rounded-[2rem] bg-sand-50 p-6 text-night-900 sm:p-8">
          <p>{copy.themesError}</p>
          <Button variant="outline" onClick={() => catalogue.refetch()}>
            {es.common.retry}
          </Button>
        </div>
      ) : needsCatalogue && !catalogue.data ? (
        <div className="grid place-items-center py-10 text-lavender-100">
          <Spinner label={es.common.loading} showLabel />
        </div>
      ) : (
        <>
          {miniMode && <MiniThemePicker suggested={themes} allThemes={catalogue.data ?? []} />}
          {withIds.length > 0 && (
            <AudioChooser
              themes={withIds}
              audioState={audioState}
              onPlay={onPlay}
              lockedNote={trial ? audiosCopy.onlyTrial : undefined}
            />
          )}
        </>
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
