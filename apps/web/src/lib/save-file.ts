/**
 * Saves `text` as a file called `fileName`: a Blob behind an object URL, followed by a link with
 * `download` (the browser's own download, no new page). The URL is released once the browser has
 * had time to read it.
 */
export function saveTextFile(text: string, fileName: string, type = 'application/json'): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 30_000);
}
