import { useState } from 'react';

/**
 * Whether a dialog has been opened at least once: a dialog whose code loads on first use is
 * rendered from then on (closed in between), so closing it works as it did before it was lazy.
 */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(false);
  // Adjusted during render: the first opening renders the dialog in the same pass.
  if (open && !opened) setOpened(true);
  return opened || open;
}
