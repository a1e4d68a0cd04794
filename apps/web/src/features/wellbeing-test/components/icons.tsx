/** Small decorative icons of the test page (the text next to them carries the meaning). */

type IconProps = { className?: string };

export function PlayIcon({ className = 'size-5' }: IconProps) {
  return (
    <svg viewBox="0 0 24 24" className={className} aria-hidden="true" focusable="false">
      <path
        d="M8 5.5v13a1 1 0 0 0 1.5.86l10.4-6.5a1 1 0 0 0 0-1.72L9.5 4.64A1 1 0 0 0 8 5.5Z"
        fill="currentColor"
      />
    </svg>
  );
}

export function PauseIcon({ className = 'size-5' }: IconProps) {
  return (
    <svg viewBox="0 0 24 24" className={className} aria-hidden="true" focusable="false">
      <rect x="6" y="5" width="4" height="14" rx="1.2" fill="currentColor" />
      <rect x="14" y="5" width="4" height="14" rx="1.2" fill="currentColor" />
    </svg>
  );
}

export function ClockIcon({ className = 'size-4' }: IconProps) {
  return (
    <svg viewBox="0 0 24 24" className={className} aria-hidden="true" focusable="false" fill="none">
      <circle cx="12" cy="12" r="8.5" stroke="currentColor" strokeWidth="1.8" />
      <path d="M12 7.5V12l3 2" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
    </svg>
  );
}

export function AndroidIcon({ className = 'size-7' }: IconProps) {
  return (
    <svg viewBox="0 0 24 24" className={className} aria-hidden="true" focusable="false">
      <path
        d="M4.5 9.5a1.25 1.25 0 0 1 2.5 0v5a1.25 1.25 0 0 1-2.5 0v-5Zm12.5 0a1.25 1.25 0 0 1 2.5 0v5a1.25 1.25 0 0 1-2.5 0v-5ZM8 9h8v7.5a1 1 0 0 1-1 1h-.75V20a1.25 1.25 0 0 1-2.5 0v-2.5h-.5V20a1.25 1.25 0 0 1-2.5 0v-2.5H9a1 1 0 0 1-1-1V9Zm.1-1a4 4 0 0 1 2.05-3.1l-.8-1.3a.4.4 0 0 1 .68-.42l.83 1.35a4.2 4.2 0 0 1 2.28 0l.83-1.35a.4.4 0 0 1 .68.42l-.8 1.3A4 4 0 0 1 15.9 8H8.1Zm2.4-1.6a.6.6 0 1 0 0-1.2.6.6 0 0 0 0 1.2Zm3 0a.6.6 0 1 0 0-1.2.6.6 0 0 0 0 1.2Z"
        fill="currentColor"
      />
    </svg>
  );
}

export function AppleIcon({ className = 'size-7' }: IconProps) {
  return (
    <svg viewBox="0 0 24 24" className={className} aria-hidden="true" focusable="false">
      <path
        d="M16.4 12.6c0-2.3 1.9-3.4 2-3.5a4.3 4.3 0 0 0-3.4-1.8c-1.4-.15-2.8.85-3.5.85-.75 0-1.85-.83-3.05-.8A4.5 4.5 0 0 0 4.6 9.6c-1.6 2.8-.4 6.9 1.15 9.2.76 1.1 1.66 2.33 2.85 2.3 1.15-.05 1.58-.74 2.96-.74 1.38 0 1.77.74 2.98.72 1.23-.02 2-1.12 2.75-2.23a9.6 9.6 0 0 0 1.25-2.56 3.96 3.96 0 0 1-2.15-3.69ZM14.1 5.9A3.9 3.9 0 0 0 15 3a4 4 0 0 0-2.6 1.35 3.7 3.7 0 0 0-.93 2.8 3.3 3.3 0 0 0 2.63-1.25Z"
        fill="currentColor"
      />
    </svg>
  );
}
