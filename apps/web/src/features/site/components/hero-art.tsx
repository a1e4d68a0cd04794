import heroArtUrl from './hero-art.svg?no-inline';

/**
 * Decorative night scene: a soft moon and sound waves (hero-art.svg, drawn by us). An image file
 * rather than inline SVG: the landing's JavaScript does not carry it, and it is cached for a year.
 * Lazy, so phones, where it is hidden, never download it.
 */
export function HeroArt({ className = '' }: { className?: string }) {
  return (
    <img
      src={heroArtUrl}
      width={480}
      height={420}
      alt=""
      loading="lazy"
      decoding="async"
      className={`h-auto ${className}`}
    />
  );
}
