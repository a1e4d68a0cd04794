import { es } from '@sanarte/shared';
import { useDocumentTitle } from '../../../lib/document-title';
import { AboutSection } from '../components/about-section';
import { ContactSection } from '../components/contact-section';
import { Hero } from '../components/hero';
import { PlansSection } from '../components/plans-section';
import { TestimonialsSection } from '../components/testimonials-section';
import { TrialSection } from '../components/trial-section';

/** The landing page at '/'. Sections follow the order of the navigation bar. */
export function HomePage() {
  useDocumentTitle(es.home.pageTitle);
  return (
    <>
      <Hero />
      <TrialSection />
      <PlansSection />
      <AboutSection />
      <TestimonialsSection />
      <ContactSection />
    </>
  );
}
