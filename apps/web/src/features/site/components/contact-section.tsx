import { es } from '@sanarte/shared';
import { Suspense, lazy } from 'react';
import { SECTION_IDS } from '../../../config/paths';
import { getSiteIdentity } from '../../../config/site-identity';
import { useNearViewport } from '../../../lib/use-near-viewport';
import { contact as copy } from '../content';
import { Section } from './section';

// The form's code (validation, form state) loads when the visitor gets near the section.
const ContactForm = lazy(async () => ({ default: (await import('./contact-form')).ContactForm }));

/** 'Ponte en Contacto con Nosotros': the configured e-mail and address, the hours and the form. */
export function ContactSection() {
  const [formRef, near] = useNearViewport<HTMLDivElement>();
  const { contactEmail, address } = getSiteIdentity();
  return (
    <Section id={SECTION_IDS.contact} title={es.home.contactTitle} intro={copy.intro} tone="sand">
      <div className="grid gap-10 lg:grid-cols-[0.8fr_1.2fr] lg:gap-14">
        <address className="flex flex-col gap-6 not-italic">
          <div className="rounded-3xl bg-night-900 p-7 text-lavender-50">
            <h3 className="text-lg font-semibold text-white">{copy.emailLabel}</h3>
            <a
              href={`mailto:${contactEmail}`}
              className="mt-1 inline-block break-all text-lg font-semibold text-sky-200 underline decoration-sky-200/40 underline-offset-4 hover:decoration-sky-200"
            >
              {contactEmail}
            </a>
            <h3 className="mt-6 text-lg font-semibold text-white">{copy.addressLabel}</h3>
            <p className="mt-1 break-words text-lavender-200">{address}</p>
            <h3 className="mt-6 text-lg font-semibold text-white">{copy.hoursLabel}</h3>
            <p className="mt-1 text-lavender-200">{copy.hours}</p>
          </div>
        </address>
        <div
          ref={formRef}
          className="relative min-h-[44rem] rounded-3xl bg-white p-6 shadow-sm ring-1 ring-night-700/10 sm:min-h-[37rem] sm:p-9"
        >
          {near ? (
            <Suspense fallback={<FormLoading />}>
              <ContactForm />
            </Suspense>
          ) : (
            <FormLoading />
          )}
        </div>
      </div>
    </Section>
  );
}

function FormLoading() {
  return <p className="py-10 text-center text-ink-soft">{copy.formLoading}</p>;
}
