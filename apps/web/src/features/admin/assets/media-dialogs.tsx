import { formatFileDate, formatFileSize } from '@sanarte/shared';
import { type ReactNode, useEffect, useRef } from 'react';
import type { MediaItem } from '../api/media';
import { AdminDialog } from '../components/admin-dialog';
import { claimPlayback, releasePlayback } from '../components/exclusive-audio';
import { assetsCopy, fill } from '../content';

type DialogProps = { item: MediaItem | null; onClose: () => void };

const meta = (item: MediaItem) => `${formatFileSize(item.size)} · ${formatFileDate(item.lastModified)}`;

/** A dialog on one file, open while there is one: the title names it, its size and date under it. */
function MediaDialog({
  item,
  onClose,
  title,
  size,
  children,
}: DialogProps & { title: string; size: 'md' | 'xl'; children: (item: MediaItem) => ReactNode }) {
  return (
    <AdminDialog
      open={item !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={item ? fill(title, { name: item.name }) : ''}
      description={item ? meta(item) : undefined}
      size={size}
    >
      {item && children(item)}
    </AdminDialog>
  );
}

/** The image preview: Escape or a click on the backdrop closes it. */
export function ImagePreviewDialog(props: DialogProps) {
  return (
    <MediaDialog {...props} title={assetsCopy.previewTitle} size="xl">
      {(item) => (
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
    </MediaDialog>
  );
}

/**
 * The audio player: it starts playing on open, pauses any other audio, and closing it stops
 * playback.
 */
export function AudioPlayerDialog(props: DialogProps) {
  return (
    <MediaDialog {...props} title={assetsCopy.playerTitle} size="md">
      {(item) => <Player key={item.path} src={item.url} />}
    </MediaDialog>
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
