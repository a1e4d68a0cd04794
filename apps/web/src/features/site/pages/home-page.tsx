import { es } from '@sanarte/shared';
import { useDocumentTitle } from '../../../lib/document-title';
import { AboutSection } from '../components/about-section';
import { ContactSection } from '../components/contact-section';
import { DownloadSection } from '../components/download-section';
import { Hero } from '../components/hero';
import { HowItWorksSection } from '../components/how-it-works-section';
import { PlansSection } from '../components/plans-section';
import { TeamSection } from '../components/team-section';
import { TestSection } from '../components/test-section';
import { TestimonialsSection } from '../components/testimonials-section';
import { TrialSection } from '../components/trial-section';
import { SiteModalsProvider } from '../site-modals';

/**
 * The landing page at '/', in the order of seed 000 §1: header, what Sanarte is (figures and
 * selling points), how it works, the free test, testimonials, team, plans, free trial, app
 * download and contact. Prerendered at build time (entry-prerender.tsx) and hydrated.
 */
export function HomePage() {
  useDocumentTitle(es.home.pageTitle);
  return (
    <SiteModalsProvider>
      <Hero />
      <AboutSection />
      <HowItWorksSection />
      <TestSection />
      <TestimonialsSection />
      <TeamSection />
      <PlansSection />
      <TrialSection />
      <DownloadSection />
      <ContactSection />
    </SiteModalsProvider>
  );
}
