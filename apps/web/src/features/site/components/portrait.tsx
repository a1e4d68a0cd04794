import type { TeamMember } from '../content';

const palettes = {
  lavender: { from: '#c4b8f1', to: '#8b78d6', skin: '#f1d3bd', hair: '#3b2a4f', cloth: '#282c70' },
  sky: { from: '#c6e2f6', to: '#6fb3e2', skin: '#d9a986', hair: '#2a2230', cloth: '#1d2056' },
} as const;

/**
 * A generated portrait (soft gradient, head-and-shoulders illustration): no external image. The
 * two members differ in palette and hair; `label` is the image's text alternative.
 */
export function Portrait({
  member,
  label,
  size = 160,
}: { member: TeamMember; label: string; size?: number }) {
  const p = palettes[member.hue];
  const id = `portrait-${member.hue}`;
  const longHair = member.hue === 'lavender';
  return (
    <svg
      viewBox="0 0 160 160"
      width={size}
      height={size}
      role="img"
      aria-label={label}
      className="size-32 shrink-0 rounded-full ring-4 ring-white/10 sm:size-40"
    >
      <defs>
        <linearGradient id={`${id}-bg`} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor={p.from} />
          <stop offset="1" stopColor={p.to} />
        </linearGradient>
        <clipPath id={`${id}-clip`}>
          <circle cx="80" cy="80" r="80" />
        </clipPath>
      </defs>
      <g clipPath={`url(#${id}-clip)`}>
        <rect width="160" height="160" fill={`url(#${id}-bg)`} />
        <path d="M-10 130c20-24 50-28 90-28s70 4 90 28v40H-10z" fill="#fff" opacity="0.12" />
        {longHair && <path d="M44 78c-4-30 12-50 36-50s40 20 36 50l4 46H40z" fill={p.hair} />}
        <path d="M28 170c2-30 22-46 52-46s50 16 52 46z" fill={p.cloth} />
        <path d="M70 104h20v22a10 10 0 0 1-20 0z" fill={p.skin} />
        <ellipse cx="80" cy="78" rx="24" ry="28" fill={p.skin} />
        {longHair ? (
          <path
            d="M56 76c0-20 10-32 26-32 14 0 22 10 24 22-10-2-22-8-28-16-4 10-12 20-22 26z"
            fill={p.hair}
          />
        ) : (
          <path d="M56 72c-2-18 10-30 25-30 15 0 26 10 24 28-6-8-16-12-26-12-9 0-17 6-23 14z" fill={p.hair} />
        )}
        <path
          d="M70 88c3 3 7 4 10 4s7-1 10-4"
          fill="none"
          stroke="#7a4a3a"
          strokeWidth="2"
          strokeLinecap="round"
          opacity="0.7"
        />
      </g>
    </svg>
  );
}
