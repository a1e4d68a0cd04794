import { act } from '@testing-library/react';
import type { ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { vi } from 'vitest';

/**
 * Hydrates `html` (the server's rendering of `ui`) with `ui`, as the browser does a prerendered
 * page, in a container added to the document. Returns the container and what React reported while
 * hydrating: recoverable errors (a mismatch) and console errors. `unmount` takes it all away.
 */
export async function hydrateServerHtml(html: string, ui: ReactNode) {
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.appendChild(container);
  const recoverable = vi.fn();
  const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
  const root = await act(async () => hydrateRoot(container, ui, { onRecoverableError: recoverable }));
  return {
    container,
    recoverable,
    errors,
    unmount() {
      act(() => root.unmount());
      container.remove();
      errors.mockRestore();
    },
  };
}
