import { CircleCheck, Download, X } from 'lucide-react';
import { useDispatch } from 'react-redux';
import { Button } from '../../../components/ui/button';
import { useAuth } from '../../auth';
import type { Dispatch } from '../../player/signed-url';
import { offlineCopy as copy } from '../content';
import { useDownloads } from '../use-downloads';

/** The batch key of a theme's download. */
export const themeBatchKey = (themeId: string): string => `theme:${themeId}`;

/** «Descargar tema»: the theme's audios one after another («Descargando 2 de 5»), then «Tema descargado». */
export function ThemeDownload({
  themeId,
  themeName,
  audioIds,
}: {
  themeId: string;
  themeName: string;
  audioIds: string[];
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
        <button
          type="button"
          onClick={() => manager.cancelMany(key)}
          aria-label={copy.cancelTheme(themeName)}
          className="grid size-10 place-items-center rounded-full text-night-700 hover:bg-night-900/5"
        >
          <X className="size-4" aria-hidden="true" />
        </button>
      </div>
    );
  }
  if (audioIds.every((id) => records[id])) {
    return (
      <p className="inline-flex items-center gap-1.5 text-sm font-semibold text-[#1f6b4a]">
        <CircleCheck className="size-4" strokeWidth={2.2} aria-hidden="true" />
        {copy.themeDownloaded}
      </p>
    );
  }
  return (
    <Button
      variant="outline"
      size="sm"
      onClick={() => void manager.downloadMany(dispatch, user._id, audioIds, key)}
      aria-label={copy.downloadThemeLabel(themeName)}
      className="px-3"
    >
      <Download className="size-4" strokeWidth={2} aria-hidden="true" />
      {copy.downloadTheme}
    </Button>
  );
}
