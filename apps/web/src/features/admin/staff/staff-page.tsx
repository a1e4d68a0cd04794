import type { STAFF_ROLES } from '@sanarte/shared';
import { useAuth } from '../../auth';
import { DEFAULT_STAFF_ARGS } from '../api/users';
import { useFilteredList } from '../components/filtered-list';
import { useCanManage } from '../components/list-layout';
import { PeopleScreen } from '../people/people-screen';
import { staffCopy as copy } from './content';
import { StaffList } from './staff-list';

type StaffRole = '' | (typeof STAFF_ROLES)[number];

/** Usuarios CRM: admin, crmUser, creator, tester and therapist accounts. */
export function StaffPage() {
  const canManage = useCanManage();
  const { user: me } = useAuth();
  const list = useFilteredList({ role: '' as StaffRole }, DEFAULT_STAFF_ARGS.pageSize);
  return (
    <PeopleScreen kind="staff" texts={copy} list={list}>
      {(users, busy, onEdit) => (
        <StaffList users={users} busy={busy} meId={me?._id} canManage={canManage} onEdit={onEdit} />
      )}
    </PeopleScreen>
  );
}
