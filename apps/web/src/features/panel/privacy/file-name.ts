/** The export's file name when the server's answer names none. */
export const FALLBACK_EXPORT_NAME = 'sanarte-mis-datos.json';

/**
 * The file name a `Content-Disposition` header gives (`filename*=UTF-8''…` first, then
 * `filename="…"`), reduced to a plain name (no folders, no control characters); the fallback when
 * there is none.
 */
export function exportFileName(header: string | null | undefined): string {
  if (!header) return FALLBACK_EXPORT_NAME;
  const extended = /filename\*\s*=\s*(?:[\w-]+)?'[^']*'([^;]+)/i.exec(header)?.[1];
  let name: string | undefined;
  if (extended) {
    try {
      name = decodeURIComponent(extended.trim().replace(/^"|"$/g, ''));
    } catch {
      name = undefined;
    }
  }
  name ??= /filename\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([^;\s]+))/i
    .exec(header)
    ?.slice(1)
    .find((part) => part !== undefined)
    ?.replace(/\\(.)/g, '$1');
  const plain = [...(name?.replace(/^.*[\\/]/, '') ?? '')]
    .filter((char) => char >= ' ' && char !== '\u007f')
    .join('')
    .trim();
  return plain || FALLBACK_EXPORT_NAME;
}
