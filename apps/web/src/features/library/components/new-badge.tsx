import { libraryCopy as copy } from '../content';

/**
 * "Nuevo": an audio released by its schedule in the last RELEASES.newForDays days (the server's
 * `isNew`). A word, not only a colour, so that screen readers read it with the card; in the
 * accent the plans' highlights use (night-950 on accent-400 reads at over 10:1).
 */
export function NewBadge({ className = '' }: { className?: string }) {
  return (
    <span
      className={`inline-block rounded-full bg-accent-400 px-2 py-0.5 text-xs font-bold uppercase leading-tight tracking-wide text-night-950 ${className}`}
    >
      {copy.newBadge}
    </span>
  );
}
