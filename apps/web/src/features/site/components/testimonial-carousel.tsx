import { Pause, Play } from 'lucide-react';
import { type KeyboardEvent, type PointerEvent, useEffect, useId, useRef, useState } from 'react';
import { type Testimonial, testimonials as copy } from '../content';
import { TestimonialAvatar } from './testimonial-avatar';

/** Carousel settings: 1 slide, 500 ms, infinite, dots, no arrows, autoplay 3000 ms. */
export const CAROUSEL = { speed: 500, autoplayMs: 3000, touchThreshold: 5 } as const;

const reducedMotionQuery = '(prefers-reduced-motion: reduce)';

/**
 * The testimonials carousel (WAI-ARIA "tabbed carousel"): one story at a time, an infinite track
 * (a clone at each end), dots as a tab list (arrow keys, Home, End), swipe on touch screens,
 * autoplay that pauses on hover and focus, a pause button, and no motion at all when the visitor
 * prefers reduced motion. The first render is the same on the server and in the browser.
 */
export function TestimonialCarousel({ items }: { items: Testimonial[] }) {
  const n = items.length;
  const baseId = useId();
  // Position on the extended track: 0 = clone of the last, 1..n = the stories, n + 1 = clone of the first.
  const [position, setPosition] = useState(1);
  const [animate, setAnimate] = useState(false);
  const [drag, setDrag] = useState<{ startX: number; startY: number; dx: number } | null>(null);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [userPaused, setUserPaused] = useState(false);
  const [reducedMotion, setReducedMotion] = useState(false);
  const viewportRef = useRef<HTMLDivElement>(null);
  const dotsRef = useRef<HTMLDivElement>(null);

  const active = (((position - 1) % n) + n) % n;
  const playing = !userPaused && !reducedMotion;
  const running = playing && !hovered && !focused && drag === null;

  useEffect(() => {
    const media = window.matchMedia?.(reducedMotionQuery);
    if (!media) return;
    const update = () => setReducedMotion(media.matches);
    update();
    media.addEventListener('change', update);
    return () => media.removeEventListener('change', update);
  }, []);

  const goTo = (target: number) => {
    if (reducedMotion) {
      setAnimate(false);
      setPosition(((((target - 1) % n) + n) % n) + 1);
      return;
    }
    setAnimate(true);
    setPosition(target);
  };

  // Infinite track: after sliding onto a clone, jump (without animation) to the story it copies.
  useEffect(() => {
    if (position !== 0 && position !== n + 1) return;
    const timer = window.setTimeout(
      () => {
        setAnimate(false);
        setPosition(position === 0 ? n : 1);
      },
      animate ? CAROUSEL.speed : 0,
    );
    return () => window.clearTimeout(timer);
  }, [position, animate, n]);

  // Autoplay: one step every 3000 ms; every move (dots, swipe, autoplay) starts the wait again.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `position` restarts the timer on every move
  useEffect(() => {
    if (!running) return;
    const timer = window.setTimeout(() => {
      setAnimate(true);
      setPosition((p) => Math.min(p + 1, n + 1));
    }, CAROUSEL.autoplayMs);
    return () => window.clearTimeout(timer);
  }, [running, position, n]);

  const onDotKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const keys: Record<string, number> = {
      ArrowRight: active + 1,
      ArrowDown: active + 1,
      ArrowLeft: active - 1,
      ArrowUp: active - 1,
      Home: 0,
      End: n - 1,
    };
    const next = keys[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const index = ((next % n) + n) % n;
    goTo(index + 1);
    dotsRef.current?.querySelectorAll<HTMLButtonElement>('[role="tab"]')[index]?.focus();
  };

  // Swipe on touch screens (and pens); the page still scrolls vertically (touch-action: pan-y).
  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.pointerType === 'mouse' || n < 2) return;
    setDrag({ startX: event.clientX, startY: event.clientY, dx: 0 });
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (!drag) return;
    setDrag({ ...drag, dx: event.clientX - drag.startX });
  };
  const endDrag = () => {
    if (!drag) return;
    const width = viewportRef.current?.clientWidth ?? 1;
    const threshold = width / CAROUSEL.touchThreshold;
    setDrag(null);
    if (drag.dx <= -threshold) goTo(position + 1);
    else if (drag.dx >= threshold) goTo(position - 1);
    else setAnimate(true);
  };

  const track = [items[n - 1], ...items, items[0]].filter((item): item is Testimonial => Boolean(item));
  const slideId = (index: number) => `${baseId}-slide-${index}`;

  return (
    <section
      aria-roledescription="carousel"
      aria-label={copy.carouselLabel}
      className="mx-auto max-w-3xl"
      onPointerEnter={(event) => event.pointerType === 'mouse' && setHovered(true)}
      onPointerLeave={(event) => event.pointerType === 'mouse' && setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      <div
        ref={viewportRef}
        className="touch-pan-y overflow-hidden rounded-3xl"
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={endDrag}
        onPointerCancel={endDrag}
      >
        <div
          aria-live={running ? 'off' : 'polite'}
          className="flex"
          style={{
            transform: `translateX(calc(${-position * 100}% + ${drag?.dx ?? 0}px))`,
            transition:
              animate && !drag && !reducedMotion ? `transform ${CAROUSEL.speed}ms ease-in-out` : 'none',
          }}
        >
          {track.map((item, trackIndex) => {
            const clone = trackIndex === 0 || trackIndex === n + 1;
            const storyIndex = clone ? -1 : trackIndex - 1;
            const current = !clone && storyIndex === active;
            return (
              <div
                key={`${trackIndex}-${item.name}`}
                id={clone ? undefined : slideId(storyIndex)}
                role={clone ? undefined : 'tabpanel'}
                aria-roledescription={clone ? undefined : 'diapositiva'}
                aria-label={clone ? undefined : copy.slideLabel(storyIndex + 1, n)}
                aria-hidden={current ? undefined : true}
                inert={!current}
                className="w-full shrink-0 grow-0 basis-full px-1 py-1"
              >
                <Story item={item} />
              </div>
            );
          })}
        </div>
      </div>

      <div className="mt-6 flex items-center justify-center gap-2 sm:gap-4">
        <div
          ref={dotsRef}
          role="tablist"
          aria-label={copy.dotsLabel}
          className="flex flex-wrap items-center justify-center"
          onKeyDown={onDotKeyDown}
        >
          {items.map((item, index) => (
            <button
              key={item.name}
              type="button"
              role="tab"
              aria-selected={index === active}
              aria-controls={slideId(index)}
              aria-label={copy.dotLabel(index + 1, n, item.name)}
              tabIndex={index === active ? 0 : -1}
              onClick={() => goTo(index + 1)}
              className="group grid size-7 place-items-center rounded-full sm:size-8"
            >
              <span
                aria-hidden="true"
                className={`block h-2.5 rounded-full transition-all duration-300 motion-reduce:transition-none ${
                  index === active ? 'w-6 bg-night-800' : 'w-2.5 bg-night-700/60 group-hover:bg-night-700/80'
                }`}
              />
            </button>
          ))}
        </div>
        <button
          type="button"
          onClick={() => setUserPaused(playing)}
          aria-label={playing ? copy.pause : copy.play}
          className="grid size-10 shrink-0 place-items-center rounded-full text-night-800 ring-1 ring-inset ring-night-700/30 hover:bg-night-900/5"
        >
          {playing ? (
            <Pause className="size-4" fill="currentColor" />
          ) : (
            <Play className="size-4" fill="currentColor" />
          )}
        </button>
      </div>
    </section>
  );
}

function Story({ item }: { item: Testimonial }) {
  return (
    <figure className="flex h-full flex-col rounded-3xl bg-white px-6 py-8 shadow-sm ring-1 ring-inset ring-night-700/10 sm:px-10 sm:py-10">
      <blockquote className="flex-1 font-display text-xl leading-relaxed text-night-900 sm:text-2xl">
        <p>«{item.text}»</p>
      </blockquote>
      <figcaption className="mt-7 flex items-center gap-3">
        <TestimonialAvatar name={item.name} category={item.category} />
        <span className="flex flex-col leading-tight">
          <span className="font-bold text-night-900">{item.name}</span>
          <span className="text-sm text-ink-soft">{item.category}</span>
        </span>
      </figcaption>
    </figure>
  );
}
