import {
  type ContactForm as ContactFormValues,
  DEFAULT_SOURCE_OF_CONTACT,
  HOW_HEARD_OPTIONS,
  contactFormSchema,
  es,
} from '@sanarte/shared';
import { useRef } from 'react';
import { Button } from '../../../components/ui/button';
import { EmailField } from '../../../components/ui/email-field';
import { Field, Input, Select, Textarea } from '../../../components/ui/field';
import { toast } from '../../../components/ui/toasts';
import { useZodForm } from '../../../lib/use-zod-form';
import { useSendContactMutation } from '../api';
import { contact as copy } from '../content';
import { dataNotice } from '../content/data-notice';
import { DataProtectionNotice } from './data-protection-notice';

const defaultValues: ContactFormValues = {
  name: '',
  lastName: '',
  email: '',
  contactNumber: '',
  howHeard: '',
  message: '',
  sourceOfContact: DEFAULT_SOURCE_OF_CONTACT,
};

/**
 * The landing contact form. Validated with the shared schema on submit, then
 * live after the first failed submit; only {name, email, message} (+ the honeypot) are sent.
 */
export function ContactForm() {
  const [sendContact, { isLoading }] = useSendContactMutation();
  const honeypot = useRef<HTMLInputElement>(null);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useZodForm(contactFormSchema, defaultValues);

  const onSubmit = handleSubmit(async ({ name, email, message }) => {
    try {
      await sendContact({ name, email, message, website: honeypot.current?.value ?? '' }).unwrap();
      toast.success(es.contact.success);
      reset(defaultValues);
      if (honeypot.current) honeypot.current.value = '';
    } catch {
      toast.error(es.contact.failure);
    }
  });

  const sending = isLoading || isSubmitting;

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5" aria-label="Formulario de contacto">
      <p className="text-sm text-ink-soft">{copy.requiredNote}</p>
      <div className="grid gap-5 sm:grid-cols-2">
        <Field label="Nombre" required error={errors.name?.message}>
          {(p) => <Input {...p} {...register('name')} autoComplete="given-name" />}
        </Field>
        <Field label="Apellido" required error={errors.lastName?.message}>
          {(p) => <Input {...p} {...register('lastName')} autoComplete="family-name" />}
        </Field>
        <EmailField
          label="Correo electrónico"
          error={errors.email?.message}
          register={() => register('email')}
        />
        <Field label="Número de contacto" required error={errors.contactNumber?.message}>
          {(p) => <Input {...p} {...register('contactNumber')} type="tel" autoComplete="tel" />}
        </Field>
      </div>
      <Field label="¿Cómo nos conociste?" required error={errors.howHeard?.message}>
        {(p) => (
          <Select {...p} {...register('howHeard')}>
            <option value="" />
            {HOW_HEARD_OPTIONS.map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <Field label="Mensaje" error={errors.message?.message}>
        {(p) => <Textarea {...p} {...register('message')} rows={5} />}
      </Field>

      <input type="hidden" {...register('sourceOfContact')} />
      {/* Honeypot: invisible to people and assistive technology; bots fill it. */}
      <div aria-hidden="true" className="absolute -left-[10000px] top-auto size-px overflow-hidden">
        <label htmlFor="contact-website">{copy.honeypotLabel}</label>
        <input
          ref={honeypot}
          id="contact-website"
          type="text"
          name="website"
          tabIndex={-1}
          autoComplete="off"
          defaultValue=""
        />
      </div>

      <div>
        <Button type="submit" size="lg" busy={sending} busyLabel={copy.sending} className="w-full sm:w-auto">
          {copy.submit}
        </Button>
      </div>
      <DataProtectionNotice purpose={dataNotice.contact.purpose} basis={dataNotice.contact.basis} />
    </form>
  );
}
