import { StoreBadge } from '../../../components/ui/store-badge';
import { type Platform, stores } from '../content';

/** The landing's store button of `platform` (hero and download area). */
export function SiteStoreBadge({ platform, className }: { platform: Platform; className?: string }) {
  return <StoreBadge platform={platform} badge={stores.badge[platform]} className={className} />;
}
