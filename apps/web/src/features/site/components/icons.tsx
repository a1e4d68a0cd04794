/** Inline icons of the landing: decorative (aria-hidden), drawn with currentColor. */

type IconProps = { className?: string };

const stroke = {
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 1.8,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const;

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

export function MenuIcon({ className = 'size-5' }: IconProps) {
  return (
    <svg viewBox="0 0 24 24" className={className} aria-hidden="true" focusable="false">
      <path d="M4 7h16M4 12h16M4 17h16" {...stroke} strokeWidth={2} />
    </svg>
  );
}

export function CloseIcon({ className = 'size-5' }: IconProps) {
  return (
    <svg viewBox="0 0 24 24" className={className} aria-hidden="true" focusable="false">
      <path d="M6 6l12 12M18 6 6 18" {...stroke} strokeWidth={2} />
    </svg>
  );
}

export function DownloadIcon({ className = 'size-5' }: IconProps) {
  return (
    <svg viewBox="0 0 24 24" className={className} aria-hidden="true" focusable="false">
      <path d="M12 4v11m0 0-4.5-4.5M12 15l4.5-4.5M5 19h14" {...stroke} strokeWidth={2} />
    </svg>
  );
}

export function CheckIcon({ className = 'size-5' }: IconProps) {
  return (
    <svg viewBox="0 0 20 20" className={className} aria-hidden="true" focusable="false">
      <path d="M4 10.5 8 14.5 16 5.5" {...stroke} strokeWidth={2.4} />
    </svg>
  );
}

export function PauseIcon({ className = 'size-4' }: IconProps) {
  return (
    <svg viewBox="0 0 20 20" className={className} aria-hidden="true" focusable="false">
      <path d="M7 4.5v11M13 4.5v11" {...stroke} strokeWidth={2.4} />
    </svg>
  );
}

export function PlayIcon({ className = 'size-4' }: IconProps) {
  return (
    <svg viewBox="0 0 20 20" className={className} aria-hidden="true" focusable="false">
      <path d="M6.5 4.5v11l9-5.5-9-5.5Z" fill="currentColor" />
    </svg>
  );
}

/** The selling points' pictograms. */
export type PointIcon = 'experts' | 'offline' | 'compass' | 'gift' | 'calendar' | 'quiet';

export function PointPictogram({ icon, className = 'size-6' }: { icon: PointIcon; className?: string }) {
  return (
    <svg viewBox="0 0 24 24" className={className} aria-hidden="true" focusable="false">
      {icon === 'experts' && (
        <>
          <circle cx="12" cy="8" r="3.5" {...stroke} />
          <path d="M5 20c.8-3.6 3.6-5.5 7-5.5s6.2 1.9 7 5.5" {...stroke} />
          <path d="m17.5 4.5 1 1 2-2" {...stroke} />
        </>
      )}
      {icon === 'offline' && (
        <>
          <path
            d="M4 14v2a2 2 0 0 0 2 2h1.5v-6H6a2 2 0 0 0-2 2Zm16 0v2a2 2 0 0 1-2 2h-1.5v-6H18a2 2 0 0 1 2 2Z"
            {...stroke}
          />
          <path d="M4 14v-2a8 8 0 0 1 16 0v2" {...stroke} />
        </>
      )}
      {icon === 'compass' && (
        <>
          <circle cx="12" cy="12" r="8.5" {...stroke} />
          <path d="m15.5 8.5-2 5-5 2 2-5 5-2Z" {...stroke} />
        </>
      )}
      {icon === 'gift' && (
        <>
          <path d="M4.5 10h15v10h-15zM3.5 7h17v3h-17zM12 7v13" {...stroke} />
          <path
            d="M12 7c-1-2.5-4.5-3.5-4.5-1.2C7.5 7 10 7 12 7Zm0 0c1-2.5 4.5-3.5 4.5-1.2C16.5 7 14 7 12 7Z"
            {...stroke}
          />
        </>
      )}
      {icon === 'calendar' && (
        <>
          <rect x="4" y="5.5" width="16" height="14.5" rx="2" {...stroke} />
          <path d="M8 3.5v4M16 3.5v4M4 10h16M12 13v4M10 15h4" {...stroke} />
        </>
      )}
      {icon === 'quiet' && (
        <>
          <path d="M5 9.5h3l4-3.5v12l-4-3.5H5z" {...stroke} />
          <path d="m15.5 9.5 5 5m0-5-5 5" {...stroke} />
        </>
      )}
    </svg>
  );
}
