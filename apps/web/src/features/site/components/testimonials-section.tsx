import { initialOf } from '@sanarte/shared';
import { SECTION_IDS } from '../../../config/paths';
import { testimonials } from '../content';
import { Section } from './section';

/** 'Testimonios': short customer stories (the carousel of the full landing comes later). */
export function TestimonialsSection() {
  return (
    <Section
      id={SECTION_IDS.testimonials}
      title={testimonials.title}
      intro={testimonials.intro}
      tone="lavender"
    >
      <ul className="mx-auto grid max-w-2xl gap-6 lg:max-w-none lg:grid-cols-3">
        {testimonials.items.map((item) => (
          <li key={item.name}>
            <figure className="flex h-full flex-col rounded-3xl bg-white p-7 shadow-sm ring-1 ring-night-700/10">
              <blockquote className="flex-1 text-lg leading-relaxed text-night-900">
                <p>«{item.text}»</p>
              </blockquote>
              <figcaption className="mt-6 flex items-center gap-3">
                <span
                  aria-hidden="true"
                  className="grid size-11 place-items-center rounded-full bg-night-800 font-display text-lg font-semibold text-lavender-100"
                >
                  {initialOf(item.name)}
                </span>
                <span className="flex flex-col leading-tight">
                  <span className="font-bold text-night-900">{item.name}</span>
                  <span className="text-sm text-ink-soft">{item.category}</span>
                </span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </Section>
  );
}
