import { externalLinks } from '../../../config/paths';
import { type Platform, stores } from '../content';
import { AndroidIcon, AppleIcon } from './icons';

/**
 * A store button drawn with text and an inline icon (no external image): a link to the store page
 * of the platform, opening in a new tab.
 */
export function StoreBadge({ platform, className = '' }: { platform: Platform; className?: string }) {
  const badge = stores.badge[platform];
  return (
    <a
      href={externalLinks.appStores[platform]}
      target="_blank"
      rel="noopener noreferrer"
      className={`inline-flex min-h-14 items-center gap-2 whitespace-nowrap rounded-2xl bg-night-950 px-3 py-2 sm:gap-3 sm:px-5 text-white ring-1 ring-inset ring-white/20 transition-colors hover:bg-night-800 ${className}`}
    >
      {platform === 'android' ? (
        <AndroidIcon className="size-6 sm:size-7" />
      ) : (
        <AppleIcon className="size-6 sm:size-7" />
      )}
      <span className="flex flex-col text-left leading-tight">
        <span className="text-[0.7rem] sm:text-xs">{badge.small}</span>
        <span className="text-base font-bold sm:text-lg">{badge.store}</span>
      </span>
      <span className="sr-only"> {stores.newTab}</span>
    </a>
  );
}
