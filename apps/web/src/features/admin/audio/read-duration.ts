/** Give up reading metadata after this long (the duration is then 0). */
const TIMEOUT_MS = 20_000;

/**
 * The duration of an audio file in whole seconds, read from its metadata with an Audio element
 *; 0 when the file cannot load.
 */
export function readDuration(src: string): Promise<number> {
  return new Promise((resolve) => {
    const audio = new Audio();
    let settled = false;
    const finish = (seconds: number) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      audio.removeAttribute('src');
      audio.load();
      resolve(Number.isFinite(seconds) && seconds > 0 ? Math.round(seconds) : 0);
    };
    const timer = setTimeout(() => finish(0), TIMEOUT_MS);
    audio.preload = 'metadata';
    audio.addEventListener('loadedmetadata', () => finish(audio.duration), { once: true });
    audio.addEventListener('error', () => finish(0), { once: true });
    audio.src = src;
  });
}
