import { useEffect, useRef } from 'react';
import { Button } from '../../../components/ui/button';
import { sessionCopy as copy } from '../content';
import { useAuth, useAuthDispatch } from '../hooks';
import { checkSession } from '../session';

/**
 * Shown instead of a guarded page when the session check could not reach the service (offline,
 * server down): the visitor is not signed out; 'Intentar de nuevo' checks again.
 */
export function ServiceUnavailable() {
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    heading.current?.focus();
  }, []);

  return (
    <div className="grid min-h-[50vh] place-items-center px-5 py-16">
      <section
        role="alert"
        aria-labelledby="service-unavailable-title"
        className="surface-light w-full max-w-lg rounded-[2rem] bg-sand-50 p-6 text-night-900 shadow-2xl shadow-night-950/40 sm:p-8"
      >
        <h1
          id="service-unavailable-title"
          ref={heading}
          tabIndex={-1}
          className="text-2xl font-semibold focus:outline-none sm:text-3xl"
        >
          {copy.unreachableTitle}
        </h1>
        <p className="mt-3 text-ink-soft">{copy.unreachableText}</p>
        <RetrySessionButton className="mt-6" />
      </section>
    </div>
  );
}

/** 'Intentar de nuevo': checks the session again ('Reintentando…' meanwhile). */
export function RetrySessionButton({ className }: { className?: string }) {
  const dispatch = useAuthDispatch();
  const { isLoading } = useAuth();
  return (
    <Button
      className={className}
      onClick={() => void dispatch(checkSession())}
      disabled={isLoading}
      aria-busy={isLoading || undefined}
    >
      {isLoading ? copy.retrying : copy.retry}
    </Button>
  );
}
