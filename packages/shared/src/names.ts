/** Names made from other names: labels, slugs, initials, stored file names. */

/** Category label on the results page: underscores as spaces, uppercase. */
export function categoryLabel(slug: string): string {
  return slug.replaceAll('_', ' ').toUpperCase();
}

/** Slug from a Spanish name: lowercase ASCII, underscores. */
export function slugify(name: string): string {
  return (
    name
      .normalize('NFD')
      // biome-ignore lint/suspicious/noMisleadingCharacterClass: strips the combining marks NFD split off
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '_')
      .replace(/^_+|_+$/g, '')
  );
}

/** Initial letter for avatar fallbacks. */
export function initialOf(name: string | null | undefined): string {
  const c = (name ?? '').trim().charAt(0);
  return c ? c.toUpperCase() : '?';
}

/** Timestamped file name: the timestamp goes before the extension. */
export function timestampedName(fileName: string, now = Date.now()): string {
  const dot = fileName.lastIndexOf('.');
  if (dot <= 0) return `${fileName}_${now}`;
  return `${fileName.slice(0, dot)}_${now}${fileName.slice(dot)}`;
}
