import { CONTACT_MESSAGE_STATUSES, type ContactMessageStatus } from '@sanarte/shared';
import { FilteredList, countOfTotal, statusSelect, useFilteredList } from '../components/filtered-list';
import { AdminPage } from '../components/list-layout';
import { messagesCopy as copy } from '../content';
import { DEFAULT_MESSAGES_ARGS, type MessagesAnswer, useListContactMessagesQuery } from './api';
import { MessageList } from './message-list';

/** Mensajes: what people wrote through the contact form, newest first, to answer and mark handled. */
export function MessagesPage() {
  const list = useFilteredList({ status: '' as '' | ContactMessageStatus }, DEFAULT_MESSAGES_ARGS.pageSize);
  const query = useListContactMessagesQuery({ ...DEFAULT_MESSAGES_ARGS, ...list.args });
  return (
    <AdminPage title={copy.title} intro={copy.intro}>
      <Counts data={query.data} />
      <FilteredList
        texts={copy}
        list={list}
        query={query}
        selects={[statusSelect(copy, CONTACT_MESSAGE_STATUSES, (status) => copy.filterStatuses[status])]}
        errorFallback={copy.loadFailed}
      >
        {(messages, busy) => <MessageList messages={messages} busy={busy} />}
      </FilteredList>
    </AdminPage>
  );
}

/**
 * 'N mensajes sin atender · N de M total', announced when it changes; its line kept before it
 * arrives. A line of its own under the fixed intro, which the page's outline shows at once.
 */
function Counts({ data }: { data?: MessagesAnswer | undefined }) {
  return (
    <p aria-live="polite" className="-mt-2 min-h-6 text-ink-soft">
      {data && (
        <>
          <span className="font-semibold text-night-900">{copy.waiting(data.unhandled)}</span>
          {' · '}
          <span>{countOfTotal(data.total, data.grandTotal)}</span>
        </>
      )}
    </p>
  );
}
