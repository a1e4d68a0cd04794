import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { Bookmark } from 'lucide-react';
import { useState } from 'react';
import { useDispatch } from 'react-redux';
import { toast } from '../../components/ui/toasts';
import { useAuth } from '../auth';
import { savedApi, useSavedQuery } from './api';
import { savedCopy as copy } from './content';

/**
 * "Guardar" / "Guardado" on an audio (the library's cards, the player, the test's results): a
 * toggle button (aria-pressed) that saves the audio to the listener's shelf or takes it off. Shown
 * to a signed-in person once their shelf is known, so it never says the wrong thing.
 */
const TONES = {
  light: 'text-night-700 ring-night-700/25 hover:bg-lavender-100 focus-visible:outline-night-600',
  dark: 'text-lavender-100 ring-white/25 hover:bg-white/10 focus-visible:outline-accent-300',
} as const;

export function SaveToggle({
  audioId,
  title,
  compact = false,
  tone = 'light',
  className = '',
}: {
  audioId: string;
  title: string;
  /** The bookmark alone (where a card is narrow): the name stays in its label. */
  compact?: boolean;
  /** On a light card, or on the player's dark bar. */
  tone?: 'light' | 'dark';
  className?: string;
}) {
  const { user } = useAuth();
  const dispatch = useDispatch<ThunkDispatch<unknown, unknown, UnknownAction>>();
  // Only a signed-in person has a shelf (a visitor on the test's results has none). Each toggle
  // reads whether its own audio is on the shelf: a library of many cards re-renders only the card
  // whose answer changed, not every card at every change of the shelf.
  const { known, saved } = useSavedQuery(undefined, {
    skip: !user,
    selectFromResult: ({ data }) => ({
      known: data !== undefined,
      saved: data?.some((audio) => audio._id === audioId) ?? false,
    }),
  });
  const [busy, setBusy] = useState(false);
  if (!user || !known) return null;
  const toggle = async () => {
    setBusy(true);
    const change = saved ? savedApi.endpoints.unsave : savedApi.endpoints.save;
    try {
      await dispatch(change.initiate(audioId, { track: false })).unwrap();
    } catch {
      toast.error(copy.failed);
    } finally {
      setBusy(false);
    }
  };
  return (
    <button
      type="button"
      aria-pressed={saved}
      aria-label={saved ? copy.unsaveLabel(title) : copy.saveLabel(title)}
      aria-busy={busy || undefined}
      disabled={busy}
      onClick={() => void toggle()}
      className={`inline-flex min-h-11 min-w-11 items-center justify-center gap-1.5 rounded-full px-3 text-sm font-semibold ring-1 transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 disabled:opacity-60 ${TONES[tone]} ${className}`}
    >
      <Bookmark aria-hidden="true" className={`size-4 ${saved ? 'fill-current' : ''}`} strokeWidth={2} />
      <span className={compact ? 'sr-only' : undefined}>{saved ? copy.saved : copy.save}</span>
    </button>
  );
}
