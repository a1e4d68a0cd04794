/** Decorative night scene: a soft moon and sound waves (generated SVG, no external image). */
export function HeroArt({ className = '' }: { className?: string }) {
  return (
    <svg
      viewBox="0 0 480 420"
      width="480"
      height="420"
      className={`h-auto ${className}`}
      aria-hidden="true"
      focusable="false"
    >
      <defs>
        <radialGradient id="hero-glow" cx="50%" cy="45%" r="50%">
          <stop offset="0" stopColor="#a897e6" stopOpacity="0.55" />
          <stop offset="0.6" stopColor="#363b8c" stopOpacity="0.25" />
          <stop offset="1" stopColor="#0d0e29" stopOpacity="0" />
        </radialGradient>
        <linearGradient id="hero-moon" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#f6f4fe" />
          <stop offset="0.55" stopColor="#dcd5f8" />
          <stop offset="1" stopColor="#9ccdee" />
        </linearGradient>
        <linearGradient id="hero-wave" x1="0" y1="0" x2="1" y2="0">
          <stop offset="0" stopColor="#9ccdee" stopOpacity="0" />
          <stop offset="0.5" stopColor="#c4b8f1" stopOpacity="0.9" />
          <stop offset="1" stopColor="#9ccdee" stopOpacity="0" />
        </linearGradient>
        <mask id="hero-crescent">
          <rect width="480" height="420" fill="#fff" />
          <circle cx="268" cy="165" r="56" fill="#000" />
        </mask>
      </defs>
      <circle cx="240" cy="185" r="200" fill="url(#hero-glow)" />
      {[150, 118, 88].map((r, i) => (
        <circle
          key={r}
          cx="240"
          cy="185"
          r={r}
          fill="none"
          stroke="#c4b8f1"
          strokeOpacity={0.12 + i * 0.08}
          strokeWidth="1.5"
        />
      ))}
      <circle cx="240" cy="185" r="62" fill="url(#hero-moon)" mask="url(#hero-crescent)" />
      {[0, 1, 2].map((i) => (
        <path
          key={i}
          d={`M20 ${318 + i * 26} C 110 ${288 + i * 26}, 170 ${348 + i * 26}, 240 ${318 + i * 26} S 370 ${288 + i * 26}, 460 ${318 + i * 26}`}
          fill="none"
          stroke="url(#hero-wave)"
          strokeWidth={2.5 - i * 0.6}
          strokeLinecap="round"
          opacity={1 - i * 0.25}
        />
      ))}
      {[
        [70, 70, 1.6],
        [410, 60, 1.2],
        [395, 250, 1.8],
        [95, 230, 1.2],
        [330, 40, 1],
        [140, 130, 1],
      ].map(([x, y, r]) => (
        <circle key={`${x}-${y}`} cx={x} cy={y} r={r} fill="#f6f4fe" fillOpacity="0.8" />
      ))}
    </svg>
  );
}
