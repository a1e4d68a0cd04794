import { formatDateTime } from '@sanarte/shared';
import { useState } from 'react';
import { toast } from '../../../components/ui/toasts';
import { errorMessage } from '../../../lib/api';
import { Badge } from '../components/badge';
import { CardField, type Column } from '../components/data-table';
import { rowButton, useCanManage } from '../components/list-layout';
import { changeControl } from '../components/read-only';
import { RecordTable } from '../components/record-table';
import { messagesCopy as copy } from '../content';
import { type ContactMessage, useSetMessageHandledMutation } from './api';

/** Longer texts show their first lines until opened. */
const LONG_TEXT = 280;

/** The messages as a table (from 1280 px) and as cards (below): same data, same action. */
export function MessageList({ messages, busy }: { messages: ContactMessage[]; busy: boolean }) {
  const { columns: names } = copy;
  const columns: Column<ContactMessage>[] = [
    { header: names.sender, cell: (m) => <Sender message={m} />, cellClassName: 'min-w-56' },
    { header: names.message, cell: (m) => <MessageText message={m} />, cellClassName: 'min-w-80' },
    { header: names.received, cell: (m) => <Received message={m} />, cellClassName: 'whitespace-nowrap' },
    { header: names.status, cell: (m) => <Status message={m} /> },
    { header: names.actions, cell: (m) => <HandledToggle message={m} /> },
  ];
  return (
    <RecordTable
      label={copy.tableLabel}
      rows={messages}
      busy={busy}
      columns={columns}
      cardTitle={(m) => <Sender message={m} />}
      cardFields={(m) => (
        <>
          <CardField label={names.received}>
            <Received message={m} />
          </CardField>
          <CardField label={names.status}>
            <Status message={m} />
          </CardField>
          <CardField label={names.message} className="col-span-2">
            <MessageText message={m} />
          </CardField>
        </>
      )}
      cardActions={(m) => (
        <div>
          <HandledToggle message={m} />
        </div>
      )}
    />
  );
}

/** Name, and the e-mail as a link to answer. */
function Sender({ message }: { message: ContactMessage }) {
  const reply = `mailto:${message.email}?subject=${encodeURIComponent(copy.replySubject)}`;
  return (
    <div className="flex min-w-0 flex-col items-start gap-0.5">
      <span className="font-semibold [overflow-wrap:anywhere]">{message.name}</span>
      <a
        href={reply}
        className="text-sm text-night-700 underline underline-offset-2 [overflow-wrap:anywhere] hover:text-night-950"
        title={copy.reply}
      >
        {message.email}
      </a>
    </div>
  );
}

function Received({ message }: { message: ContactMessage }) {
  return <time dateTime={message.createdAt}>{formatDateTime(message.createdAt)}</time>;
}

/** The text as written (its line breaks kept); a long one shows its first lines until opened. */
function MessageText({ message }: { message: ContactMessage }) {
  const [open, setOpen] = useState(false);
  if (!message.message.trim()) return <span className="text-ink-soft">{copy.noText}</span>;
  const long = message.message.length > LONG_TEXT;
  return (
    <div className="flex flex-col items-start gap-1">
      <p className={`whitespace-pre-line [overflow-wrap:anywhere] ${long && !open ? 'line-clamp-4' : ''}`}>
        {message.message}
      </p>
      {long && (
        <button
          type="button"
          className="text-sm font-semibold text-night-700 underline underline-offset-2 hover:text-night-950"
          aria-expanded={open}
          onClick={() => setOpen(!open)}
        >
          {open ? copy.readLess : copy.readMore}
          <span className="sr-only">
            {' '}
            {open ? copy.fromMessage(message.name) : copy.ofMessage(message.name)}
          </span>
        </button>
      )}
    </div>
  );
}

/** 'Sin atender', or 'Atendido' with when and by whom. */
function Status({ message }: { message: ContactMessage }) {
  if (!message.handledAt) return <Badge tone="amber">{copy.unhandled}</Badge>;
  return (
    <div className="flex flex-col items-start gap-1">
      <Badge tone="green">{copy.handled}</Badge>
      <span className="text-xs text-ink-soft">
        <time dateTime={message.handledAt}>{copy.handledOn(formatDateTime(message.handledAt))}</time>
        {message.handledBy && <> {copy.handledBy(message.handledBy)}</>}
      </span>
    </div>
  );
}

/** 'Marcar como atendido', or back to 'Sin atender'; read-only users see it disabled. */
function HandledToggle({ message }: { message: ContactMessage }) {
  const canManage = useCanManage();
  const [setHandled, { isLoading }] = useSetMessageHandledMutation();
  const handled = Boolean(message.handledAt);

  async function toggle() {
    try {
      await setHandled({ id: message._id, handled: !handled }).unwrap();
      toast.success(handled ? copy.markedUnhandled(message.name) : copy.markedHandled(message.name));
    } catch (err) {
      toast.error(errorMessage(err, copy.markFailed));
    }
  }

  return (
    <button
      type="button"
      className={rowButton}
      {...changeControl(!canManage, isLoading)}
      aria-busy={isLoading || undefined}
      onClick={toggle}
    >
      {isLoading ? (
        copy.saving
      ) : (
        <>
          {handled ? copy.markUnhandled : copy.markHandled}
          <span className="sr-only"> {copy.ofMessage(message.name)}</span>
        </>
      )}
    </button>
  );
}
