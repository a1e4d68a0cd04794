import { useId } from 'react';

/** The Sanarte mark: a crescent moon over a calm wave. Decorative; the wordmark carries the name. */
export function LogoMark({ className = 'size-8' }: { className?: string }) {
  const gradientId = `sanarte-mark-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  return (
    <svg viewBox="0 0 40 40" className={className} aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id={gradientId} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#c4b8f1" />
          <stop offset="1" stopColor="#9ccdee" />
        </linearGradient>
      </defs>
      <circle cx="20" cy="20" r="19" fill="#1d2056" />
      <path d="M24.5 9.5a9 9 0 1 0 6 15.2A10.5 10.5 0 0 1 24.5 9.5Z" fill={`url(#${gradientId})`} />
      <path
        d="M7 28c3.2-2.4 6.4-2.4 9.6 0s6.4 2.4 9.6 0 4.8-2 6.8-.8"
        fill="none"
        stroke="#f4b763"
        strokeWidth="2.2"
        strokeLinecap="round"
      />
    </svg>
  );
}
