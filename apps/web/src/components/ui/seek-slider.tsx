import type { ComponentProps } from 'react';

type SeekSliderProps = Omit<ComponentProps<'input'>, 'type' | 'min' | 'max' | 'value' | 'onChange'> & {
  /** Where the audio is, and how long it is, in seconds. */
  position: number;
  total: number;
  /** Called with the second the listener moved to. */
  onSeek: (seconds: number) => void;
};

/**
 * A slider over an audio's whole seconds, from 0 to its length (1 at least, so that it still draws
 * while the length is unknown), at `position`. Label, step and styling are the caller's.
 */
export function SeekSlider({ position, total, onSeek, ...input }: SeekSliderProps) {
  return (
    <input
      type="range"
      min={0}
      max={Math.max(1, Math.floor(total))}
      value={Math.floor(position)}
      onChange={(event) => onSeek(Number(event.currentTarget.value))}
      {...input}
    />
  );
}
