import { es, formatDuration } from '@sanarte/shared';
import { ChevronDown, ChevronUp, Moon, RotateCcw, RotateCw } from 'lucide-react';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '../../components/ui/button';
import { CloseButton } from '../../components/ui/close-button';
import { Cover } from '../../components/ui/cover';
import { PlayStateIcon } from '../../components/ui/play-state-icon';
import { SeekSlider } from '../../components/ui/seek-slider';
import { paths } from '../../config/paths';
import type { Track } from '../../lib/media/track';
import { trialIsOver } from '../../lib/media/trial';
import { type SessionUser, useAuth } from '../auth';
import { SaveToggle } from '../saved';
import { playerCopy as copy } from './content';
import { PLAYER_ID, PLAYER_MAIN_ID } from './ids';
import { PLAYBACK_RATES, SKIP_SECONDS, SLEEP_MINUTES } from './types';
import { usePlayer, usePlayerTime } from './use-player';

const roundButton =
  'grid shrink-0 place-items-center rounded-full text-lavender-50 transition-colors hover:bg-white/10 disabled:cursor-not-allowed disabled:opacity-50';
const selectClass =
  'min-h-10 appearance-none rounded-full bg-night-800 text-sm font-semibold text-lavender-50 ring-1 ring-inset ring-lavender-200/30 hover:ring-lavender-200/60';

/** The full controls' display while the player is folded: none below lg (whole class names, for Tailwind). */
const FOLDED = { grid: 'hidden lg:grid', flex: 'hidden lg:flex', block: 'hidden lg:block' } as const;

/**
 * The app's player, pinned to the bottom of every page while an audio is loaded: cover and title,
 * −15 s / play-pause / +15 s, a seek slider (announced as "m:ss de m:ss"), speed, sleep timer and
 * close. From `lg` it is one row. Below, as music apps do, it is a mini-player (cover, title, a
 * thin progress line, play-pause) that «Ampliar reproductor» opens into the full controls and
 * «Reducir reproductor» (or Escape) folds again: it leaves the page the screen. Every control is a
 * native, labelled element: keyboard usable; the keys of player-keys.ts work from anywhere.
 */
export function PlayerBar() {
  const player = usePlayer();
  const { current, duration, sleepLeft } = usePlayerTime();
  const { user } = useAuth();
  const [expanded, setExpanded] = useState(false);
  const expandRef = useRef<HTMLButtonElement>(null);
  const collapseRef = useRef<HTMLButtonElement>(null);
  const focusAfterToggle = useRef(false);
  const detailsId = useId();
  useEffect(() => {
    if (!focusAfterToggle.current) return;
    focusAfterToggle.current = false;
    // The button pressed has gone with the view it belonged to: its counterpart takes the focus.
    (expanded ? collapseRef : expandRef).current?.focus();
  }, [expanded]);
  const { track, status } = player;
  if (!track) return null;
  if (trialOver(track, user, player.error)) return <TrialOverBar track={track} onClose={player.close} />;

  const total = duration || track.duration || 0;
  const position = Math.min(current, total || current);
  const playing = status === 'playing';
  const loading = status === 'loading';
  const resumable = status === 'resumable';
  const canSeek = total > 0 && status !== 'error' && !resumable;
  const mainLabel = loading ? copy.loading : playing ? copy.pause : resumable ? copy.resume : copy.play;
  const toggleView = (next: boolean) => {
    focusAfterToggle.current = true;
    setExpanded(next);
  };
  /** The full controls: below lg, shown once expanded. */
  const full = (display: keyof typeof FOLDED) => (expanded ? display : FOLDED[display]);

  return (
    <section
      id={PLAYER_ID}
      aria-label={copy.region}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && expanded && !event.defaultPrevented) {
          event.preventDefault();
          toggleView(false);
        }
      }}
      className="sticky bottom-0 z-30 border-t border-white/10 bg-night-900/95 text-lavender-50 shadow-[0_-12px_32px_rgba(5,6,20,0.45)] backdrop-blur-md"
    >
      {player.error && (
        <div
          role="alert"
          className="flex items-center justify-between gap-3 bg-danger px-4 py-2 text-sm font-semibold text-white sm:px-6"
        >
          <span>{player.error}</span>
          <CloseButton
            label={copy.dismiss}
            onClick={player.dismissError}
            className="size-9 hover:bg-white/15"
          />
        </div>
      )}
      <p aria-live="polite" className="sr-only">
        {playing ? copy.nowPlaying(track.title) : status === 'paused' ? copy.paused(track.title) : ''}
      </p>

      {!expanded && total > 0 && (
        // The mini-player's progress: a picture of the slider, which is in the expanded view.
        <div aria-hidden="true" className="h-0.5 bg-white/10 lg:hidden">
          <div
            className="h-full bg-accent-400"
            style={{ width: `${Math.min(100, (position / total) * 100)}%` }}
          />
        </div>
      )}

      <div
        id={detailsId}
        className={`mx-auto grid max-w-7xl items-center gap-x-2 px-3 sm:gap-x-4 sm:px-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.6fr)_auto_auto_auto] lg:gap-y-1 lg:px-8 lg:py-3 ${
          expanded
            ? 'grid-cols-[auto_minmax(0,1fr)_auto] gap-y-2 py-3'
            : 'grid-cols-[minmax(0,1fr)_auto] py-2'
        }`}
      >
        {/* Now playing (in the mini-player, the way to the full controls) */}
        <div
          className={`relative col-start-1 row-start-1 flex min-w-0 items-center gap-3 lg:col-span-1 lg:row-span-2 ${
            expanded ? 'col-span-2' : ''
          }`}
        >
          <Cover
            src={track.coverUrl}
            srcSet={track.coverSrcset}
            sizes={`(min-width: 1024px) 56px, ${expanded ? '48px' : '44px'}`}
            className={`bg-night-800 rounded-xl lg:size-14 ${expanded ? 'size-12' : 'size-11'}`}
          />
          <div className="min-w-0 flex-1">
            <p className="truncate font-semibold text-white">{track.title}</p>
            <p className="truncate text-sm text-lavender-200">
              {sleepLeft !== null
                ? copy.sleepLeft(sleepLeft)
                : resumable && position > 0
                  ? copy.resumeFrom(position)
                  : track.subtitle}
            </p>
          </div>
          {/* "Guardar": in the full controls (the mini-player's row is the way to them). */}
          <span className={expanded ? 'shrink-0' : 'hidden shrink-0 lg:block'}>
            <SaveToggle audioId={track.audioId} title={track.title} compact tone="dark" />
          </span>
          {!expanded && (
            <button
              ref={expandRef}
              type="button"
              onClick={() => toggleView(true)}
              aria-expanded={false}
              aria-controls={detailsId}
              aria-label={copy.expand}
              // Its area covers the cover and the title, as a music app's mini-player does.
              className={`${roundButton} size-10 text-lavender-200 after:absolute after:inset-0 after:content-[''] lg:hidden`}
            >
              <ChevronUp className="size-5" />
            </button>
          )}
        </div>

        {/* Transport */}
        <div
          className={`col-start-2 flex items-center justify-center gap-1 sm:gap-2 lg:row-start-1 ${
            expanded ? 'row-start-3' : 'row-start-1'
          }`}
        >
          <button
            type="button"
            className={`${roundButton} size-10 sm:size-11 ${full('grid')}`}
            aria-label={copy.back15}
            aria-keyshortcuts="ArrowLeft"
            onClick={() => player.skip(-SKIP_SECONDS)}
            disabled={!canSeek}
          >
            <Skip15 />
          </button>
          <button
            id={PLAYER_MAIN_ID}
            type="button"
            aria-label={mainLabel}
            aria-busy={loading || undefined}
            aria-keyshortcuts="k"
            onClick={() => (loading ? player.pause() : player.toggle())}
            className="grid size-12 shrink-0 place-items-center rounded-full bg-accent-400 text-night-950 shadow-md shadow-night-950/40 ring-1 ring-inset ring-accent-500/60 transition-colors hover:bg-accent-300"
          >
            <PlayStateIcon
              loading={loading}
              playing={playing}
              spinnerClassName="size-5 border-[3px] border-night-950"
              iconClassName="size-6"
            />
          </button>
          <button
            type="button"
            className={`${roundButton} size-10 sm:size-11 ${full('grid')}`}
            aria-label={copy.forward15}
            aria-keyshortcuts="ArrowRight"
            onClick={() => player.skip(SKIP_SECONDS)}
            disabled={!canSeek}
          >
            <Skip15 forward />
          </button>
        </div>

        {/* Seek */}
        <div
          className={`col-span-3 col-start-1 row-start-2 items-center gap-3 text-xs font-semibold tabular-nums text-lavender-200 lg:col-span-1 lg:col-start-2 ${full('flex')}`}
        >
          <span className="w-10 text-right" aria-hidden="true">
            {formatDuration(position)}
          </span>
          <SeekSlider
            position={position}
            total={total}
            onSeek={(seconds) => player.seek(seconds)}
            step={1}
            disabled={!canSeek}
            aria-label={copy.seek}
            aria-valuetext={copy.seekText(position, total)}
            className="h-2 min-w-0 flex-1 cursor-pointer accent-accent-400 disabled:cursor-not-allowed"
          />
          <span className="w-10" aria-hidden="true">
            {formatDuration(total)}
          </span>
        </div>

        {/* Speed */}
        <SelectControl
          label={copy.speed}
          className={`col-start-1 row-start-3 lg:col-start-3 lg:row-span-2 lg:row-start-1 ${full('block')}`}
        >
          {(id) => (
            <select
              id={id}
              value={String(player.rate)}
              onChange={(event) => player.setRate(Number(event.currentTarget.value))}
              className={`${selectClass} py-1.5 pl-3 pr-8`}
            >
              {PLAYBACK_RATES.map((rate) => (
                <option key={rate} value={String(rate)}>
                  {copy.speedOption(rate)}
                </option>
              ))}
            </select>
          )}
        </SelectControl>

        {/* Sleep timer */}
        <SleepControl
          minutes={player.sleepMinutes}
          onChange={player.setSleepTimer}
          shown={expanded}
          className="col-start-3 row-start-3 justify-self-end lg:col-start-4 lg:row-span-2 lg:row-start-1"
        />

        {/* Fold (phones) and close */}
        <div
          className={`col-start-3 row-start-1 items-center gap-1 justify-self-end lg:col-start-5 lg:row-span-2 ${full('flex')}`}
        >
          {expanded && (
            <button
              ref={collapseRef}
              type="button"
              onClick={() => toggleView(false)}
              aria-expanded
              aria-controls={detailsId}
              aria-label={copy.collapse}
              className={`${roundButton} size-10 text-lavender-200 lg:hidden`}
            >
              <ChevronDown className="size-5" />
            </button>
          )}
          <CloseButton
            label={copy.close}
            onClick={player.close}
            className={`${roundButton} size-10 text-lavender-200`}
            iconClassName="size-5"
          />
        </div>
      </div>
    </section>
  );
}

/**
 * A trial audio whose 48 hours are over (the server said so, on the user or on pressing play): it
 * cannot play, whatever was saved for a reload.
 */
function trialOver(track: Track, user: SessionUser | null, error: string | null): boolean {
  if (track.source !== 'trial') return false;
  if (error === es.test.trialExpired) return true;
  const trial = user?.temporaryAudioSelected;
  return trial?.audio._id === track.audioId && trialIsOver(trial);
}

/** The bar of an expired trial audio: says so where the audio is shown, and leads to the plans. */
function TrialOverBar({ track, onClose }: { track: Track; onClose: () => void }) {
  return (
    <section
      id={PLAYER_ID}
      aria-label={copy.region}
      className="sticky bottom-0 z-30 border-t border-white/10 bg-night-900/95 text-lavender-50 shadow-[0_-12px_32px_rgba(5,6,20,0.45)] backdrop-blur-md"
    >
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-3 gap-y-2 px-3 py-3 sm:px-6 lg:px-8">
        <Cover
          src={track.coverUrl}
          srcSet={track.coverSrcset}
          sizes="48px"
          className="size-12 rounded-xl bg-night-800"
        />
        <div className="min-w-0 flex-1">
          <p className="truncate font-semibold text-white">{track.title}</p>
          <div role="alert">
            <p className="text-sm font-semibold text-accent-300">{es.test.trialExpired}</p>
          </div>
          <p className="hidden text-sm text-lavender-200 sm:block">{es.trial.overText}</p>
        </div>
        <Link
          id={PLAYER_MAIN_ID}
          to={paths.panel.subscription.href({ plans: true })}
          className={buttonClasses({ size: 'sm', className: 'shrink-0' })}
        >
          {es.trial.viewPlans}
        </Link>
        <CloseButton
          label={copy.close}
          onClick={onClose}
          className={`${roundButton} size-10 text-lavender-200`}
          iconClassName="size-5"
        />
      </div>
    </section>
  );
}

function SelectControl({
  label,
  className,
  icon,
  children,
}: {
  label: string;
  className: string;
  icon?: ReactNode;
  children: (id: string) => ReactNode;
}) {
  const id = useId();
  return (
    <div className={`relative ${className}`}>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      {icon}
      {children(id)}
      <ChevronDown
        strokeWidth={1.8}
        className="pointer-events-none absolute right-2.5 top-1/2 size-4 -translate-y-1/2 text-lavender-200"
      />
    </div>
  );
}

/**
 * The sleep timer: one labelled native <select>. On small screens it sits invisible over a round
 * moon button (with the chosen minutes) to save room; from `lg` it shows as a normal select.
 */
function SleepControl({
  minutes,
  onChange,
  shown,
  className,
}: {
  minutes: number | null;
  onChange: (minutes: number | null) => void;
  /** Below lg: shown in the expanded player only. */
  shown: boolean;
  className: string;
}) {
  const id = useId();
  return (
    <div
      className={`relative ${shown ? 'grid' : 'hidden'} h-10 min-w-10 place-items-center rounded-full bg-night-800 px-2.5 text-lavender-50 ring-1 ring-inset ring-lavender-200/30 focus-within:outline-3 focus-within:outline-offset-3 focus-within:outline-sky-300 hover:ring-lavender-200/60 lg:block lg:h-auto lg:min-w-0 lg:bg-transparent lg:px-0 lg:ring-0 lg:focus-within:outline-0 ${className}`}
    >
      <label htmlFor={id} className="sr-only">
        {copy.sleep}
      </label>
      <span aria-hidden="true" className="flex items-center gap-1 text-xs font-bold lg:hidden">
        <Moon strokeWidth={1.8} className={`size-4 ${minutes ? 'text-accent-300' : 'text-lavender-200'}`} />
        {minutes ? `${minutes}′` : null}
      </span>
      <Moon
        strokeWidth={1.8}
        className="pointer-events-none absolute left-3 top-1/2 z-10 hidden size-4 -translate-y-1/2 text-lavender-200 lg:block"
      />
      <select
        id={id}
        value={minutes === null ? '' : String(minutes)}
        onChange={(event) => {
          const value = event.currentTarget.value;
          onChange(value ? Number(value) : null);
        }}
        // Below lg it has no padding: padding would make it wider than the round button it covers.
        className={`absolute inset-0 size-full cursor-pointer opacity-0 lg:static lg:w-auto lg:py-1.5 lg:pl-8 lg:pr-8 lg:opacity-100 ${selectClass}`}
      >
        <option value="">{copy.sleepOff}</option>
        {SLEEP_MINUTES.map((m) => (
          <option key={m} value={String(m)}>
            {copy.sleepOption(m)}
          </option>
        ))}
      </select>
      <ChevronDown
        strokeWidth={1.8}
        className="pointer-events-none absolute right-2.5 top-1/2 hidden size-4 -translate-y-1/2 text-lavender-200 lg:block"
      />
    </div>
  );
}

/** The ±15 s buttons' picture: a turning arrow with "15" inside. */
function Skip15({ forward = false }: { forward?: boolean }) {
  const Arrow = forward ? RotateCw : RotateCcw;
  return (
    <span aria-hidden="true" className="relative grid size-6 place-items-center">
      <Arrow className="absolute inset-0 size-6" strokeWidth={1.8} />
      <span className="text-[0.5rem] font-bold leading-none">15</span>
    </span>
  );
}
