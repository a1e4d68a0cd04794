import { download as copy, type Platform } from '../content';
import { AndroidIcon, AppleIcon } from './icons';

/**
 * A store button drawn with text and an inline icon (no external images): a link to the store page
 * of the platform, opening in a new tab.
 */
export function StoreBadge({ platform }: { platform: Platform }) {
  const badge = copy.badge[platform];
  return (
    <a
      href={copy.storeLinks[platform]}
      target="_blank"
      rel="noopener noreferrer"
      className="inline-flex min-h-14 items-center gap-3 whitespace-nowrap rounded-2xl bg-night-950 px-5 py-2 text-white ring-1 ring-inset ring-white/15 transition-colors hover:bg-night-800"
    >
      {platform === 'android' ? <AndroidIcon /> : <AppleIcon />}
      <span className="flex flex-col text-left leading-tight">
        <span className="text-xs">{badge.small}</span>
        <span className="text-lg font-bold">{badge.store}</span>
      </span>
      <span className="sr-only">{copy.newTab}</span>
    </a>
  );
}
