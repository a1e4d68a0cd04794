import { type NotificationSettings, es } from '@sanarte/shared';
import { useId, useState } from 'react';
import { AlertRegion } from '../../../components/ui/alert-region';
import { QuerySection } from '../../../components/ui/query-section';
import { ToggleSwitch } from '../../../components/ui/toggle-switch';
import { errorMessage } from '../../../lib/api';
import { useNotificationSettingsQuery, useUpdateNotificationSettingsMutation } from './api';
import { PracticeReminderForm } from './practice-reminder-form';

const copy = es.notifications;

/**
 * Configuración › Avisos: the e-mails the account chose to receive, read fresh as the page opens
 * (an unsubscribe link may have changed them meanwhile). The new-release switch saves as it
 * changes; the practice reminder when asked (practice-reminder-form.tsx), and how it arrives as
 * it is chosen (reminder-channel.tsx, once there is a reminder). Each sends only its own choice,
 * so none resets another.
 */
export function NotificationsTab() {
  const id = useId();
  const query = useNotificationSettingsQuery(undefined, { refetchOnMountOrArgChange: true });
  return (
    <div className="max-w-3xl min-w-0 rounded-3xl bg-white p-5 shadow-sm ring-1 ring-night-700/10 sm:p-8">
      <QuerySection
        id={`${id}-title`}
        texts={{ title: copy.title, intro: copy.intro, loading: copy.loading, loadError: copy.loadFailed }}
        query={query}
      >
        {(settings) => (
          <>
            <NewReleasesSwitch settings={settings} />
            <PracticeReminderForm reminder={settings.reminder} channel={settings.reminderChannel} />
          </>
        )}
      </QuerySection>
    </div>
  );
}

/**
 * «Avisarme por correo cuando se publique una terapia nueva…»: a switch that moves at once and
 * saves the change (PUT), whose answer becomes the choice held (api.ts). While a change is saved
 * another press waits; a failure puts the switch back and says so. What happened is announced
 * from a region that is always there.
 */
function NewReleasesSwitch({ settings }: { settings: NotificationSettings }) {
  const id = useId();
  const [update] = useUpdateNotificationSettingsMutation();
  /** The value being saved, shown until the server has answered. */
  const [pending, setPending] = useState<boolean | null>(null);
  const [saved, setSaved] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const checked = pending ?? settings.newReleases;

  async function toggle() {
    if (pending !== null) return;
    const next = !settings.newReleases;
    setPending(next);
    setSaved(false);
    setFailure(null);
    try {
      await update({ newReleases: next }).unwrap();
      setSaved(true);
    } catch (err) {
      setFailure(errorMessage(err, copy.saveFailed));
    } finally {
      setPending(null);
    }
  }

  return (
    <div className="flex flex-col gap-3 border-t border-night-900/10 pt-5">
      <div className="flex items-start justify-between gap-4">
        <label htmlFor={`${id}-switch`} id={`${id}-label`} className="min-w-0 cursor-pointer font-semibold">
          {copy.newReleasesLabel}
        </label>
        <ToggleSwitch
          id={`${id}-switch`}
          checked={checked}
          onToggle={() => void toggle()}
          labelledBy={`${id}-label`}
        />
      </div>
      {/* Always in the page, so each new text is announced. */}
      {/* biome-ignore lint/a11y/useSemanticElements: a live notice, not the result of a form (<output>) */}
      <p role="status" className="min-h-5 text-sm font-semibold text-[#1f6b4a]">
        {pending !== null ? <span className="text-ink-soft">{copy.saving}</span> : saved ? copy.saved : ''}
      </p>
      <AlertRegion message={failure} />
    </div>
  );
}
