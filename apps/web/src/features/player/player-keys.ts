import { toggle } from './commands';
import { skip } from './controls';
import { playerState } from './store';
import { SKIP_SECONDS } from './types';

/**
 * The player's keys, from anywhere on the page while an audio is loaded, as media players have
 * them: Space or K plays and pauses, ← and → go back and forward 15 seconds (as the bar's buttons).
 * Never where the key already means something: typing in a field, a focused control's own keys
 * (Space presses a focused button or link; the arrows move a slider, a select, radio buttons or
 * tabs), an open dialog, or with Ctrl, Alt or ⌘ held.
 */
export type PlayerKeyAction = 'toggle' | 'back' | 'forward';

/** Widgets whose arrow keys are their own (ARIA roles and native controls). */
const ARROW_OWNERS =
  'input, select, textarea, [contenteditable]:not([contenteditable="false"]), [role="slider"], ' +
  '[role="tablist"], [role="tab"], [role="radiogroup"], [role="radio"], [role="listbox"], ' +
  '[role="menu"], [role="menubar"], [role="menuitem"], [role="grid"], [role="tree"], [role="toolbar"], ' +
  '[role="combobox"], [role="spinbutton"], [role="textbox"]';
/** Controls that Space activates (besides the fields above). */
const SPACE_OWNERS =
  'button, a[href], summary, label, [role="button"], [role="link"], [role="checkbox"], [role="switch"], [role="option"]';
/** Where the text being typed would lose a "k". */
const TEXT_FIELDS =
  'input:not([type="range"]):not([type="checkbox"]):not([type="radio"]):not([type="button"]):not([type="submit"]):not([type="reset"]), ' +
  'textarea, [contenteditable]:not([contenteditable="false"]), [role="textbox"], [role="combobox"], [role="spinbutton"]';

function within(target: EventTarget | null, selector: string): boolean {
  return target instanceof Element && target.closest(selector) !== null;
}

/** What `event` asks of the player, or null when the key is not the player's here. */
export function playerKeyAction(event: KeyboardEvent): PlayerKeyAction | null {
  if (event.defaultPrevented || event.ctrlKey || event.altKey || event.metaKey) return null;
  const { target } = event;
  // A modal dialog holds the keyboard (the cookie settings, a confirmation).
  if (document.querySelector('[aria-modal="true"]')) return null;
  switch (event.key) {
    case ' ':
    case 'Spacebar':
      if (event.shiftKey || within(target, `${ARROW_OWNERS}, ${SPACE_OWNERS}`)) return null;
      return 'toggle';
    case 'k':
    case 'K':
      if (within(target, TEXT_FIELDS)) return null;
      return 'toggle';
    case 'ArrowLeft':
    case 'ArrowRight':
      if (event.shiftKey || within(target, ARROW_OWNERS)) return null;
      return event.key === 'ArrowLeft' ? 'back' : 'forward';
    default:
      return null;
  }
}

function onKeyDown(event: KeyboardEvent): void {
  const { track } = playerState.get();
  if (!track) return;
  const action = playerKeyAction(event);
  if (!action) return;
  // Space would scroll the page as well; held down, it would toggle again and again.
  event.preventDefault();
  if (action === 'toggle') {
    if (!event.repeat) toggle();
  } else {
    skip(action === 'back' ? -SKIP_SECONDS : SKIP_SECONDS);
  }
}

/** Listens for the player's keys on the document; returns the way to stop. */
export function listenToPlayerKeys(): () => void {
  document.addEventListener('keydown', onKeyDown);
  return () => document.removeEventListener('keydown', onKeyDown);
}
