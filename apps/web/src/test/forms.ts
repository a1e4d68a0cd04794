import { screen } from '@testing-library/react';

/**
 * The error messages a form shows, in the order a person reads them: every invalid control
 * (aria-invalid="true") in document order, with the message its aria-describedby points at (the
 * last paragraph it names: hints come first, lists such as the password checklist are skipped).
 * Each as "Label: message", so a failure says which field is wrong.
 */
export function shownErrors(form: HTMLElement): string[] {
  return [...form.querySelectorAll<HTMLElement>('[aria-invalid="true"]')].map((control) => {
    const described = (control.getAttribute('aria-describedby') ?? '')
      .split(/\s+/)
      .map((id) => (id ? document.getElementById(id) : null))
      .filter((el): el is HTMLElement => el?.tagName === 'P');
    const label = (control as HTMLInputElement).labels?.[0]?.textContent ?? '(no label)';
    const name = label.replace(/\s*\*$/, '');
    return `${name}: ${described.at(-1)?.textContent ?? '(no message)'}`;
  });
}

type Typist = { type(element: Element, text: string): Promise<void> };

/** Types each value into the text or password field labelled by its key (a label's start). */
export async function fill(user: Typist, values: Record<string, string>): Promise<void> {
  for (const [label, value] of Object.entries(values)) {
    const escaped = label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    await user.type(screen.getByLabelText(new RegExp(`^${escaped}`), { selector: 'input' }), value);
  }
}
