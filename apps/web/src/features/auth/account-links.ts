import { es } from '@sanarte/shared';
import { paths } from '../../config/paths';
import { isStaff, isTemporaryUser } from './redirects';
import type { SessionUser } from './types';

export type AccountLink = { label: string; to: string };

/**
 * The links of the user menu by role and test state:
 * 'Panel de Control' for everyone but admin and crmUser; 'CRM' for admin and crmUser; temporary
 * users (not staff) get 'Audios de Prueba' once they took the test, else 'Tomar Test'; visitors and
 * subscribers get 'Ver Audio de Prueba' or 'Tomar Test', both to /test.
 */
export function accountLinks(user: SessionUser): AccountLink[] {
  const staff = isStaff(user);
  const links: AccountLink[] = [];
  if (staff) links.push({ label: es.nav.crm, to: paths.admin.href() });
  else links.push({ label: es.nav.panel, to: paths.panel.href() });

  if (isTemporaryUser(user) && !staff) {
    links.push(
      user.tookTest
        ? { label: es.nav.trialAudios, to: paths.panel.myTests.href() }
        : { label: es.nav.takeTest, to: paths.test.href() },
    );
  } else if (user.role === 'visitor' || user.role === 'subscriber') {
    links.push({ label: user.tookTest ? es.nav.viewTrialAudio : es.nav.takeTest, to: paths.test.href() });
  }
  return links;
}

/** The image to show for a user, if any. */
export const avatarOf = (user: SessionUser): string | null =>
  user.avatarUrl || user.profileImage || user.photo || null;

/** The resized copies of the image avatarOf shows: only an uploaded photo (avatarUrl) has them. */
export const avatarSrcsetOf = (user: SessionUser): string | undefined =>
  (user.avatarUrl && user.avatarSrcset) || undefined;
