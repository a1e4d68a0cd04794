/**
 * Moves focus to the page's main landmark when it takes focus (the site's and the panel's do):
 * where the keyboard carries on once the banner, holding the focused button, has gone.
 */
export function focusMainContent(): void {
  document.querySelector<HTMLElement>('main[tabindex]')?.focus({ preventScroll: true });
}
