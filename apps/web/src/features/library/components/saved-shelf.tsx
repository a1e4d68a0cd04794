import { QuerySection } from '../../../components/ui/query-section';
import { ThemeDownload } from '../../offline';
import { SAVED_FRESH_SECONDS, savedCopy as copy, useSavedQuery } from '../../saved';
import { CardGrid } from './for-you';

/**
 * "Guardados": the audios the listener saved, the latest first, each playable where their plan
 * opens it, and the whole shelf kept for offline listening in one step (what the plan opens).
 */
export function SavedShelf() {
  const query = useSavedQuery(undefined, { refetchOnMountOrArgChange: SAVED_FRESH_SECONDS });
  return (
    <QuerySection id="saved-shelf" texts={copy} query={query}>
      {(audios) =>
        audios.length === 0 ? (
          <p className="rounded-2xl bg-white p-5 text-sm text-ink-soft shadow-sm ring-1 ring-night-700/10">
            {copy.empty}
          </p>
        ) : (
          <div className="@container flex flex-col gap-3">
            <div className="self-start">
              <ThemeDownload
                themeId="saved"
                themeName={copy.title}
                words="all"
                audioIds={audios.filter((a) => a.open).map((a) => a._id)}
              />
            </div>
            <CardGrid audios={audios} />
          </div>
        )
      }
    </QuerySection>
  );
}
