/**
 * Where toasts start: below the header fixed or stuck at the top of the screen (the site's header
 * with its user menu, the back-office's phone header), so a toast never covers either. Written to
 * the `--toast-top` CSS variable that index.css adds to the toast area's top offset.
 */
export function headerBottom(doc: Document = document): number {
  let bottom = 0;
  for (const header of doc.querySelectorAll('header')) {
    const position = doc.defaultView?.getComputedStyle(header).position;
    if (position !== 'sticky' && position !== 'fixed') continue;
    const rect = header.getBoundingClientRect();
    // Only a header that is showing at the top edge pushes toasts down.
    if (rect.height === 0 || rect.top > 1 || rect.bottom <= 0) continue;
    bottom = Math.max(bottom, rect.bottom);
  }
  return Math.ceil(bottom);
}

/** Updates `--toast-top` (set through the CSSOM, which a strict style CSP allows). */
export function placeToastsBelowHeader(doc: Document = document): void {
  doc.documentElement.style.setProperty('--toast-top', `${headerBottom(doc)}px`);
}
