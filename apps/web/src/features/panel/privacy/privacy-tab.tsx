import type { SessionUser } from '../../auth';
import { DeleteSection } from './delete-section';
import { ExportSection } from './export-section';

/** Configuración › Privacidad: the account's data to take away, and the account's deletion. */
export function PrivacyTab({ user }: { user: SessionUser }) {
  return (
    <div className="flex max-w-3xl flex-col gap-6">
      <ExportSection />
      <DeleteSection user={user} />
    </div>
  );
}
