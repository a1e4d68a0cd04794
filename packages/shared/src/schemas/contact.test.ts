import { describe, expect, it } from 'vitest';
import { contactFormSchema, contactRequestSchema } from './contact.js';

const valid = {
  name: 'Lucía',
  lastName: 'Martín',
  email: 'lucia@example.com',
  contactNumber: '+34 600 000 000',
  howHeard: 'Instagram',
  message: 'Hola',
};

const messages = (input: unknown) => {
  const r = contactFormSchema.safeParse(input);
  return r.success ? [] : r.error.issues.map((i) => `${String(i.path[0])}: ${i.message}`);
};

describe('contact form', () => {
  it('accepts a complete form and defaults the source of contact', () => {
    const r = contactFormSchema.parse(valid);
    expect(r.sourceOfContact).toBe('Página Principal');
  });

  it('gives the spec message for every required field', () => {
    expect(
      messages({ ...valid, name: '', lastName: '', email: '', contactNumber: '', howHeard: '' }),
    ).toEqual([
      'name: Name is required',
      'lastName: Last name is required',
      'email: Email is required',
      'contactNumber: Contact number is required',
      'howHeard: How did you hear about us required',
    ]);
  });

  it('rejects a malformed e-mail with the spec message', () => {
    for (const email of ['lucia', 'lucia@', 'lucia@example', 'lu cia@example.com']) {
      expect(messages({ ...valid, email })).toEqual(['email: Invalid email format']);
    }
  });

  it('accepts only the listed howHeard options', () => {
    for (const howHeard of ['Facebook', 'Instagram', 'Internet browser', 'Referred', 'Other']) {
      expect(messages({ ...valid, howHeard })).toEqual([]);
    }
    expect(messages({ ...valid, howHeard: 'TikTok' })).toEqual([
      'howHeard: How did you hear about us required',
    ]);
  });

  it('sends only name, email and message to the server', () => {
    const r = contactRequestSchema.parse({ ...valid });
    expect(Object.keys(r).sort()).toEqual(['email', 'message', 'name']);
  });
});
