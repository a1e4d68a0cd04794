import { formatFileDate, formatFileSize } from '@sanarte/shared';
import { useEffect, useRef } from 'react';
import type { MediaItem } from '../api/media';
import { AdminDialog } from '../components/admin-dialog';
import { claimPlayback, releasePlayback } from '../components/exclusive-audio';
import { assetsCopy, fill } from '../content';

type DialogProps = { item: MediaItem | null; onClose: () => void };

const meta = (item: MediaItem) => `${formatFileSize(item.size)} · ${formatFileDate(item.lastModified)}`;

/** The image preview: Escape or a click on the backdrop closes it. */
export function ImagePreviewDialog({ item, onClose }: DialogProps) {
  return (
    <AdminDialog
      open={item !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={item ? fill(assetsCopy.previewTitle, { name: item.name }) : ''}
      description={item ? meta(item) : undefined}
      size="xl"
    >
      {item && (
        <figure className="flex flex-col items-center gap-4">
          <img
            src={item.url}
            alt={item.name}
            className="max-h-[65dvh] w-auto max-w-full rounded-2xl object-contain ring-1 ring-night-900/10"
          />
          <figcaption>
            <a
              href={item.url}
              target="_blank"
              rel="noreferrer"
              className="font-semibold text-night-600 underline underline-offset-4"
            >
              {assetsCopy.openOriginal}
            </a>
          </figcaption>
        </figure>
      )}
    </AdminDialog>
  );
}

/**
 * The audio player: it starts playing on open, pauses any other audio, and closing it stops
 * playback.
 */
export function AudioPlayerDialog({ item, onClose }: DialogProps) {
  return (
    <AdminDialog
      open={item !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={item ? fill(assetsCopy.playerTitle, { name: item.name }) : ''}
      description={item ? meta(item) : undefined}
      size="md"
    >
      {item && <Player key={item.path} src={item.url} />}
    </AdminDialog>
  );
}

function Player({ src }: { src: string }) {
  const ref = useRef<HTMLAudioElement>(null);
  useEffect(() => {
    const audio = ref.current;
    if (!audio) return;
    claimPlayback(audio);
    void audio.play().catch(() => {
      // Autoplay refused: the controls are there to start it.
    });
    return () => {
      audio.pause();
      releasePlayback(audio);
    };
  }, []);
  return (
    // biome-ignore lint/a11y/useMediaCaption: guided audio files have no caption track
    <audio
      ref={ref}
      src={src}
      controls
      preload="auto"
      onPlay={(event) => claimPlayback(event.currentTarget)}
      className="w-full"
    />
  );
}
