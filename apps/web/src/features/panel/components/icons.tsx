/** Decorative icons of the panel (links and buttons carry the names). */

type IconProps = { className?: string };
const common = {
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 1.8,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
  viewBox: '0 0 24 24',
} as const;

export function TestsIcon({ className = 'size-5' }: IconProps) {
  return (
    <svg aria-hidden="true" focusable="false" className={className} {...common}>
      <rect x="5" y="4" width="14" height="17" rx="2.5" />
      <path d="M9 4.5V3.8A.8.8 0 0 1 9.8 3h4.4a.8.8 0 0 1 .8.8v.7M8.5 11l2 2 4-4M8.5 17h7" />
    </svg>
  );
}

export function SubscriptionIcon({ className = 'size-5' }: IconProps) {
  return (
    <svg aria-hidden="true" focusable="false" className={className} {...common}>
      <rect x="3" y="5.5" width="18" height="13" rx="2.5" />
      <path d="M3 10h18M7 15h4" />
    </svg>
  );
}

export function LibraryIcon({ className = 'size-5' }: IconProps) {
  return (
    <svg aria-hidden="true" focusable="false" className={className} {...common}>
      <path d="M4 15v-3a8 8 0 0 1 16 0v3" />
      <rect x="3.5" y="14" width="4.5" height="6.5" rx="1.8" />
      <rect x="16" y="14" width="4.5" height="6.5" rx="1.8" />
    </svg>
  );
}

export function SettingsIcon({ className = 'size-5' }: IconProps) {
  return (
    <svg aria-hidden="true" focusable="false" className={className} {...common}>
      <circle cx="12" cy="12" r="3" />
      <path d="M19.4 15a1.7 1.7 0 0 0 .3 1.8l.1.1a2 2 0 1 1-2.8 2.8l-.1-.1a1.7 1.7 0 0 0-1.8-.3 1.7 1.7 0 0 0-1 1.5V21a2 2 0 1 1-4 0v-.1a1.7 1.7 0 0 0-1.1-1.6 1.7 1.7 0 0 0-1.8.3l-.1.1a2 2 0 1 1-2.8-2.8l.1-.1a1.7 1.7 0 0 0 .3-1.8 1.7 1.7 0 0 0-1.5-1H3a2 2 0 1 1 0-4h.1a1.7 1.7 0 0 0 1.6-1.1 1.7 1.7 0 0 0-.3-1.8l-.1-.1a2 2 0 1 1 2.8-2.8l.1.1a1.7 1.7 0 0 0 1.8.3H9a1.7 1.7 0 0 0 1-1.5V3a2 2 0 1 1 4 0v.1a1.7 1.7 0 0 0 1 1.5 1.7 1.7 0 0 0 1.8-.3l.1-.1a2 2 0 1 1 2.8 2.8l-.1.1a1.7 1.7 0 0 0-.3 1.8V9a1.7 1.7 0 0 0 1.5 1H21a2 2 0 1 1 0 4h-.1a1.7 1.7 0 0 0-1.5 1Z" />
    </svg>
  );
}

export function HomeIcon({ className = 'size-5' }: IconProps) {
  return (
    <svg aria-hidden="true" focusable="false" className={className} {...common}>
      <path d="M4 10.5 12 4l8 6.5V19a1.5 1.5 0 0 1-1.5 1.5H15v-5.5H9v5.5H5.5A1.5 1.5 0 0 1 4 19v-8.5Z" />
    </svg>
  );
}

export function MenuIcon({ className = 'size-5' }: IconProps) {
  return (
    <svg aria-hidden="true" focusable="false" className={className} {...common}>
      <path d="M4 7h16M4 12h16M4 17h16" />
    </svg>
  );
}

export function CloseIcon({ className = 'size-5' }: IconProps) {
  return (
    <svg aria-hidden="true" focusable="false" className={className} {...common} strokeWidth={2}>
      <path d="M6 6l12 12M18 6 6 18" />
    </svg>
  );
}

export function CollapseIcon({ className = 'size-5', collapsed }: IconProps & { collapsed: boolean }) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      className={`${className} transition-transform ${collapsed ? 'rotate-180' : ''}`}
      {...common}
    >
      <rect x="3.5" y="4.5" width="17" height="15" rx="2.5" />
      <path d="M9 4.5v15M15.5 10 13.5 12l2 2" />
    </svg>
  );
}

export function CheckIcon({ className = 'size-4' }: IconProps) {
  return (
    <svg aria-hidden="true" focusable="false" className={className} {...common} strokeWidth={2.4}>
      <path d="M4 12.5 9 17.5 20 6.5" />
    </svg>
  );
}

export function ArrowIcon({ className = 'size-4' }: IconProps) {
  return (
    <svg aria-hidden="true" focusable="false" className={className} {...common}>
      <path d="M5 12h14M13 6l6 6-6 6" />
    </svg>
  );
}
