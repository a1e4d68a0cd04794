import { initialOf } from '@sanarte/shared';
import { useId } from 'react';

const gradients: Record<string, [string, string]> = {
  Salud: ['#9ccdee', '#4a50a8'],
  Amor: ['#f8cf8a', '#8b78d6'],
  'Desarrollo Personal': ['#c4b8f1', '#282c70'],
};

/**
 * A customer's "photo": a generated gradient disc with the initial of the name (no external
 * image). Decorative: the name is written next to it.
 */
export function TestimonialAvatar({ name, category }: { name: string; category: string }) {
  const [from, to] = gradients[category] ?? ['#c4b8f1', '#363b8c'];
  const id = `avatar-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  return (
    <svg
      viewBox="0 0 48 48"
      width="48"
      height="48"
      aria-hidden="true"
      focusable="false"
      className="size-12 shrink-0"
    >
      <defs>
        <linearGradient id={id} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor={from} />
          <stop offset="1" stopColor={to} />
        </linearGradient>
      </defs>
      <circle cx="24" cy="24" r="24" fill={`url(#${id})`} />
      <text
        x="24"
        y="24"
        dy="0.35em"
        textAnchor="middle"
        fontFamily="Lora, Georgia, serif"
        fontSize="20"
        fontWeight="600"
        fill="#ffffff"
      >
        {initialOf(name)}
      </text>
    </svg>
  );
}
