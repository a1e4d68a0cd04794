import { SECTION_IDS } from '../../../config/paths';
import { testimonials } from '../content';
import { Section } from './section';
import { TestimonialCarousel } from './testimonial-carousel';

/** 'Testimonios': 9 customer stories in a carousel. */
export function TestimonialsSection() {
  return (
    <Section
      id={SECTION_IDS.testimonials}
      title={testimonials.title}
      intro={testimonials.intro}
      tone="lavender"
    >
      <TestimonialCarousel items={testimonials.items} />
    </Section>
  );
}
