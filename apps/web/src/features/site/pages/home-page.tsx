import { es } from '@sanarte/shared';
import { SECTION_IDS } from '../../../config/paths';
import { useDocumentTitle } from '../../../lib/document-title';
import { AboutSection } from '../components/about-section';
import { Hero } from '../components/hero';
import { PlansSection } from '../components/plans-section';
import { deferredSection } from '../deferred-section';
import { SiteModalsProvider } from '../site-modals';
import { useHashArrival } from '../use-hash-arrival';

// The sections below the first screens hydrate when the visitor nears them (deferred-section.tsx).
const HowItWorksSection = deferredSection(
  SECTION_IDS.howItWorks,
  async () => (await import('../components/how-it-works-section')).HowItWorksSection,
);
// 'Iniciar test' reads the session only when clicked: its markup is the same for everyone.
const TestSection = deferredSection(
  SECTION_IDS.wellbeingTest,
  async () => (await import('../components/test-section')).TestSection,
);
const TestimonialsSection = deferredSection(
  SECTION_IDS.testimonials,
  async () => (await import('../components/testimonials-section')).TestimonialsSection,
);
const TeamSection = deferredSection(
  SECTION_IDS.team,
  async () => (await import('../components/team-section')).TeamSection,
);
const TrialSection = deferredSection(
  SECTION_IDS.trial,
  async () => (await import('../components/trial-section')).TrialSection,
);
const DownloadSection = deferredSection(
  SECTION_IDS.download,
  async () => (await import('../components/download-section')).DownloadSection,
);
const ContactSection = deferredSection(
  SECTION_IDS.contact,
  async () => (await import('../components/contact-section')).ContactSection,
);

/**
 * The landing page at '/', in this order: header, what Sanarte is (figures and
 * selling points), how it works, the free test, testimonials, team, plans, free trial, app
 * download and contact. Prerendered at build time (entry-prerender.tsx) and hydrated.
 */
export function HomePage() {
  useDocumentTitle(es.home.pageTitle);
  useHashArrival();
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
