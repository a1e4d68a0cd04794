import { STORE_BADGE_ATTRIBUTE, STORE_NEW_TAB_NOTE, type StorePlatform } from '@sanarte/shared';
import { Link } from 'react-router';
import { isStoreListing, storeLink } from '../../config/store-links';

export type Platform = StorePlatform;

type StoreBadgeProps = {
  platform: Platform;
  /** The badge's two lines, e.g. 'Disponible en' / 'Google Play'. */
  badge: { small: string; store: string };
  className?: string;
};

/**
 * A store button drawn with text and the store's logo (no external image), leading where
 * storeLink says: the platform's store listing when one is configured (opening in a new tab), else
 * the install page's section of the platform (a link within the site). The server rewrites the
 * prerendered landing's badges into exactly the store form (withStoreLinks in @sanarte/shared, whose
 * contract the `data-store` attribute and the attributes' order here follow).
 */
export function StoreBadge({ platform, badge, className = '' }: StoreBadgeProps) {
  const href = storeLink(platform);
  const classes =
    `inline-flex min-h-14 items-center gap-2 whitespace-nowrap rounded-2xl bg-night-950 px-3 py-2 sm:gap-3 sm:px-5 text-white ring-1 ring-inset ring-white/20 transition-colors hover:bg-night-800 ${className}`.trim();
  const content = (
    <>
      <svg viewBox="0 0 24 24" className="size-6 sm:size-7" aria-hidden="true" focusable="false">
        <path d={LOGOS[platform]} fill="currentColor" />
      </svg>
      <span className="flex flex-col text-left leading-tight">
        <span className="text-[0.7rem] sm:text-xs">{badge.small}</span>
        <span className="text-base font-bold sm:text-lg">{badge.store}</span>
      </span>
    </>
  );
  const marker = { [STORE_BADGE_ATTRIBUTE]: platform };
  if (!isStoreListing(href)) {
    return (
      <Link to={href} {...marker} className={classes}>
        {content}
      </Link>
    );
  }
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" {...marker} className={classes}>
      {content}
      <span className="sr-only">{` ${STORE_NEW_TAB_NOTE}`}</span>
    </a>
  );
}

/** The stores' logos (brand marks: no icon set draws them). */
const LOGOS: Record<Platform, string> = {
  android:
    'M4.5 9.5a1.25 1.25 0 0 1 2.5 0v5a1.25 1.25 0 0 1-2.5 0v-5Zm12.5 0a1.25 1.25 0 0 1 2.5 0v5a1.25 1.25 0 0 1-2.5 0v-5ZM8 9h8v7.5a1 1 0 0 1-1 1h-.75V20a1.25 1.25 0 0 1-2.5 0v-2.5h-.5V20a1.25 1.25 0 0 1-2.5 0v-2.5H9a1 1 0 0 1-1-1V9Zm.1-1a4 4 0 0 1 2.05-3.1l-.8-1.3a.4.4 0 0 1 .68-.42l.83 1.35a4.2 4.2 0 0 1 2.28 0l.83-1.35a.4.4 0 0 1 .68.42l-.8 1.3A4 4 0 0 1 15.9 8H8.1Zm2.4-1.6a.6.6 0 1 0 0-1.2.6.6 0 0 0 0 1.2Zm3 0a.6.6 0 1 0 0-1.2.6.6 0 0 0 0 1.2Z',
  ios: 'M16.4 12.6c0-2.3 1.9-3.4 2-3.5a4.3 4.3 0 0 0-3.4-1.8c-1.4-.15-2.8.85-3.5.85-.75 0-1.85-.83-3.05-.8A4.5 4.5 0 0 0 4.6 9.6c-1.6 2.8-.4 6.9 1.15 9.2.76 1.1 1.66 2.33 2.85 2.3 1.15-.05 1.58-.74 2.96-.74 1.38 0 1.77.74 2.98.72 1.23-.02 2-1.12 2.75-2.23a9.6 9.6 0 0 0 1.25-2.56 3.96 3.96 0 0 1-2.15-3.69ZM14.1 5.9A3.9 3.9 0 0 0 15 3a4 4 0 0 0-2.6 1.35 3.7 3.7 0 0 0-.93 2.8 3.3 3.3 0 0 0 2.63-1.25Z',
};
