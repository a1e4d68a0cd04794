/** Jumps to the top of the page at once (a new section or view starts at its beginning). */
export function jumpToTop(): void {
  window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
}
