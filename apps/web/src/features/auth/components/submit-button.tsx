import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button';

/** The sign-in screens' submit: large, full width, busy (with its label) while the request runs. */
export function SubmitButton({
  busy,
  busyLabel,
  children,
}: {
  busy: boolean;
  busyLabel: string;
  children: ReactNode;
}) {
  return (
    <Button type="submit" size="lg" busy={busy} busyLabel={busyLabel} className="w-full">
      {children}
    </Button>
  );
}
