import { es } from '@sanarte/shared';
import { useSearchParams } from 'react-router';
import { SETTINGS_TAB_IDS, type SettingsTab } from '../../../config/paths';
import { useDocumentTitle } from '../../../lib/document-title';
import { useAuth } from '../../auth';
import { PasswordForm } from '../components/password-form';
import { ProfileForm } from '../components/profile-form';
import { Tabs } from '../components/tabs';
import { settingsCopy as copy } from '../content';
import { NotificationsTab } from '../notifications/notifications-tab';
import { PrivacyTab } from '../privacy/privacy-tab';

type TabId = SettingsTab;
const isTabId = (value: string | null): value is TabId => SETTINGS_TAB_IDS.includes(value as TabId);

/**
 * Configuración: tabs Perfil, Contraseña, Privacidad and Avisos. The chosen tab is kept in the
 * address (`?tab=contrasena`, `?tab=privacidad`, `?tab=avisos`) so it survives a reload and can be
 * linked.
 */
export function SettingsPage() {
  useDocumentTitle(copy.pageTitle);
  const { user } = useAuth();
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab');
  const selected: TabId = isTabId(tab) ? tab : 'perfil';
  if (!user) return null;

  return (
    <div className="flex flex-col gap-8">
      <h1 className="text-3xl font-semibold text-night-900 sm:text-4xl">{es.panel.settings}</h1>
      <Tabs<TabId>
        label={copy.tabsLabel}
        selected={selected}
        onSelect={(id) =>
          setParams(
            (prev) => {
              const next = new URLSearchParams(prev);
              if (id === 'perfil') next.delete('tab');
              else next.set('tab', id);
              return next;
            },
            { replace: true, preventScrollReset: true },
          )
        }
        tabs={[
          { id: 'perfil', label: es.panel.profileTab, panel: <ProfileForm user={user} /> },
          { id: 'contrasena', label: es.panel.passwordTab, panel: <PasswordForm user={user} /> },
          { id: 'privacidad', label: es.privacy.tab, panel: <PrivacyTab user={user} /> },
          { id: 'avisos', label: es.notifications.tab, panel: <NotificationsTab /> },
        ]}
      />
    </div>
  );
}
