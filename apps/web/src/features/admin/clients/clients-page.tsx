import { type CLIENT_ROLES, es } from '@sanarte/shared';
import { useState } from 'react';
import { type AdminUser, DEFAULT_CLIENTS_ARGS } from '../api/users';
import { useFilteredList } from '../components/filtered-list';
import { useCanManage } from '../components/list-layout';
import { PeopleScreen } from '../people/people-screen';
import { ClientList } from './client-list';
import { clientsCopy as copy } from './content';
import { TestHistoryDialog } from './test-history-dialog';

type ClientType = '' | (typeof CLIENT_ROLES)[number];

/** Clientes: visitors and subscribers, filtered and paged on the server. */
export function ClientsPage() {
  const canManage = useCanManage();
  const list = useFilteredList(
    { role: '' as ClientType, hasTests: false, hasActiveSubscription: false },
    DEFAULT_CLIENTS_ARGS.pageSize,
  );
  const [history, setHistory] = useState<AdminUser | null>(null);
  return (
    <PeopleScreen
      kind="clients"
      texts={copy}
      list={list}
      checks={[
        { name: 'hasTests', label: es.admin.clientsWithTests },
        { name: 'hasActiveSubscription', label: es.admin.clientsWithActiveSubscription },
      ]}
      dialogs={<TestHistoryDialog user={history} onOpenChange={(open) => !open && setHistory(null)} />}
    >
      {(users, busy, onEdit) => (
        <ClientList users={users} busy={busy} canManage={canManage} onEdit={onEdit} onHistory={setHistory} />
      )}
    </PeopleScreen>
  );
}
