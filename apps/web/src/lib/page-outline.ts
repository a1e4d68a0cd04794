/** Past this, the app is shown even if its page has not rendered (a guard's spinner, say). */
export const OUTLINE_MAX_MS = 8000;

const normalise = (pathname: string) => pathname.replace(/(.)\/$/, '$1');

/**
 * A panel or back-office page comes with its outline (the area's frame and the page's heading,
 * painted from HTML: docs/decisions/028) after the app's empty root. The app renders hidden
 * behind it and takes its place in one step, so that nothing flickers: as soon as the app's tree
 * holds a page heading (every page has its h1), or the app has left this path (the sign-in
 * redirect), or after OUTLINE_MAX_MS whatever it shows. An outline of another path (not the one
 * shown) goes at once. main.tsx hides the app as it starts and loads this module beside the app's
 * first render; does nothing without an outline.
 */
export function keepOutlineUntilPage(root: HTMLElement): void {
  const outline = document.getElementById('page-outline');
  if (!outline) return;
  const path = outline.dataset.path;
  const here = () => normalise(location.pathname);
  const ready = () => root.querySelector('h1') !== null || here() !== path;
  // Called after each change of the app's tree, before the browser paints it.
  const observer = new MutationObserver(() => {
    if (ready()) reveal();
  });
  const timer = setTimeout(() => reveal(), OUTLINE_MAX_MS);
  const reveal = () => {
    observer.disconnect();
    clearTimeout(timer);
    outline.remove();
    root.hidden = false;
  };
  // The app may have rendered already (this module loads beside it).
  if (ready()) {
    reveal();
    return;
  }
  root.hidden = true;
  observer.observe(root, { childList: true, subtree: true });
}
