import { type NotificationKind, es } from '@sanarte/shared';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { AlertRegion } from '../../../components/ui/alert-region';
import { Button, buttonClasses } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { isApiError } from '../../../lib/api';
import { useDocumentTitle } from '../../../lib/document-title';
import { AuthShell } from '../../auth';
import { useThunkDispatch } from '../hooks';
import { notificationsApi } from './api';

const copy = es.notifications;

/** What the page says once the server has stopped each kind of e-mail. */
const stopped: Record<NotificationKind, string> = {
  releases: copy.unsubscribed,
  reminders: copy.unsubscribedReminders,
};

type Phase = 'working' | 'done' | 'invalid' | 'failed';

/**
 * /correo/baja?t=…, where an e-mail's «Darme de baja» leads: with no sign-in, the signed token
 * stops that kind of e-mail as the page opens (sent once, even when React runs effects twice),
 * then says which (the answer's kind: new releases or practice reminders) with the way back to
 * Configuración → Avisos. A link without a token, or one the server refuses (400), is invalid;
 * any other failure keeps a button to try again. Not indexed.
 */
export function UnsubscribePage() {
  useDocumentTitle(`Sanarte | ${copy.unsubscribeTitle}`);
  const [params] = useSearchParams();
  const token = params.get('t')?.trim() ?? '';
  const dispatch = useThunkDispatch();
  const [phase, setPhase] = useState<Phase>(token ? 'working' : 'invalid');
  /** The kind of e-mail the server stopped. */
  const [kind, setKind] = useState<NotificationKind>('releases');
  /** Whether the first try failed: the button to try again stays (busy) while it tries. */
  const [retrying, setRetrying] = useState(false);
  const started = useRef<string | null>(null);

  const send = useCallback(
    async (t: string) => {
      setPhase('working');
      const result = await dispatch(
        notificationsApi.endpoints.unsubscribe.initiate({ token: t }, { track: false }),
      );
      if (result.data) {
        setKind(result.data.kind);
        setPhase('done');
      } else setPhase(isApiError(result.error) && result.error.status === 400 ? 'invalid' : 'failed');
    },
    [dispatch],
  );

  useEffect(() => {
    if (!token || started.current === token) return;
    started.current = token;
    void send(token);
  }, [token, send]);

  const failure =
    phase === 'invalid' ? copy.unsubscribeInvalid : phase === 'failed' ? copy.unsubscribeFailed : null;
  const toSettings = (
    <Link
      to={paths.panel.settings.href('avisos')}
      className={buttonClasses({ variant: 'outline', className: 'w-full text-center' })}
    >
      {copy.toSettings}
    </Link>
  );

  return (
    <AuthShell title={copy.unsubscribeTitle}>
      {/* Token pages stay out of search results (React puts this in the document's head). */}
      <meta name="robots" content="noindex" />
      <div className="flex flex-col gap-6">
        {/* Both regions are always in the page, so what they come to say is announced. */}
        <div>
          {/* biome-ignore lint/a11y/useSemanticElements: a live notice, not the result of a form (<output>) */}
          <div role="status">
            {phase === 'working' && (
              <p className="flex items-center gap-3 py-2 font-semibold text-night-700">
                <span
                  aria-hidden="true"
                  className="size-6 shrink-0 animate-spin rounded-full border-[3px] border-current border-r-transparent motion-reduce:animate-none"
                />
                {copy.unsubscribing}
              </p>
            )}
            {phase === 'done' && (
              <p className="rounded-2xl bg-[#edf7f1] px-4 py-3 font-semibold text-[#1f6b4a] ring-1 ring-inset ring-[#1f6b4a]/25">
                {stopped[kind] ?? copy.unsubscribed}
              </p>
            )}
          </div>
          <AlertRegion message={failure} />
        </div>
        {phase === 'done' && (
          <>
            <p className="text-ink-soft">{copy.resubscribeHint}</p>
            {toSettings}
          </>
        )}
        {phase === 'invalid' && toSettings}
        {(phase === 'failed' || (retrying && phase === 'working')) && (
          <Button
            className="w-full"
            busy={phase === 'working'}
            onClick={() => {
              setRetrying(true);
              void send(token);
            }}
          >
            {es.common.retry}
          </Button>
        )}
      </div>
    </AuthShell>
  );
}
