import { CircleCheck, Download } from 'lucide-react';
import { useDispatch } from 'react-redux';
import { Button } from '../../../components/ui/button';
import { CloseButton } from '../../../components/ui/close-button';
import type { Dispatch } from '../../../lib/media/listening';
import { useAuth } from '../../auth';
import { offlineCopy as copy } from '../content';
import { useDownloads } from '../use-downloads';

/** The batch key of a theme's download. */
export const themeBatchKey = (themeId: string): string => `theme:${themeId}`;

/**
 * «Descargar tema»: the theme's audios one after another («Descargando 2 de 5»), then «Tema
 * descargado»; with `words="all"`, a list's («Descargar todo», «Todo descargado»).
 */
export function ThemeDownload({
  themeId,
  themeName,
  audioIds,
  words = 'theme',
}: {
  themeId: string;
  themeName: string;
  audioIds: string[];
  /** What the button says: a theme's words, or a list's ("Descargar todo": the saved shelf). */
  words?: 'theme' | 'all';
}) {
  const { ready, supported, records, batches, manager } = useDownloads();
  const { user } = useAuth();
  const dispatch = useDispatch<Dispatch>();
  if (!ready || !supported || !user || audioIds.length === 0) return null;

  const key = themeBatchKey(themeId);
  const batch = batches[key];
  if (batch) {
    return (
      <div className="flex items-center gap-1">
        {/* biome-ignore lint/a11y/useSemanticElements: a live progress line, not the result of a form (<output>) */}
        <p role="status" className="text-sm font-semibold text-night-700">
          {copy.downloadingMany(batch.index + 1, batch.audioIds.length)}
        </p>
        <CloseButton
          label={copy.cancelTheme(themeName)}
          onClick={() => manager.cancelMany(key)}
          className="size-10 text-night-700 hover:bg-night-900/5"
        />
      </div>
    );
  }
  if (audioIds.every((id) => records[id])) {
    return (
      <p className="inline-flex items-center gap-1.5 text-sm font-semibold text-[#1f6b4a]">
        <CircleCheck className="size-4" strokeWidth={2.2} aria-hidden="true" />
        {words === 'all' ? copy.allDownloaded : copy.themeDownloaded}
      </p>
    );
  }
  return (
    <Button
      variant="outline"
      size="sm"
      onClick={() => void manager.downloadMany(dispatch, user._id, audioIds, key)}
      aria-label={words === 'all' ? copy.downloadAllLabel(themeName) : copy.downloadThemeLabel(themeName)}
      className="px-3"
    >
      <Download className="size-4" strokeWidth={2} aria-hidden="true" />
      {words === 'all' ? copy.downloadAll : copy.downloadTheme}
    </Button>
  );
}
