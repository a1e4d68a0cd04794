import { StoreBadge } from '../../../components/ui/store-badge';
import { externalLinks } from '../../../config/paths';
import { type Platform, stores } from '../content';

/** The landing's store button of `platform` (hero and download area). */
export function SiteStoreBadge({ platform, className }: { platform: Platform; className?: string }) {
  return (
    <StoreBadge
      platform={platform}
      href={externalLinks.appStores[platform]}
      badge={stores.badge[platform]}
      newTab={stores.newTab}
      className={className}
    />
  );
}
