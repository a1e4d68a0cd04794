import { screen, within } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render';
import { TermsCheckbox } from './terms-checkbox';

function Form() {
  const { register } = useForm({ defaultValues: { acceptTerms: false } });
  return (
    <form aria-label="Formulario">
      <TermsCheckbox register={() => register('acceptTerms')} />
    </form>
  );
}

describe('TermsCheckbox (the sign-up and the free trial forms)', () => {
  it('links the terms and the privacy policy, each in a new tab', async () => {
    const { user } = renderApp(<Form />);
    const checkbox = screen.getByRole('checkbox', {
      name: 'Acepto los términos y condiciones y la política de privacidad',
    });
    const label = checkbox.closest('div')?.querySelector('label') as HTMLElement;
    const terms = within(label).getByRole('link', { name: 'términos y condiciones' });
    const privacy = within(label).getByRole('link', { name: 'política de privacidad' });
    expect(terms).toHaveAttribute('href', '/terminos-y-condiciones');
    expect(privacy).toHaveAttribute('href', '/politica-de-privacidad');
    for (const link of [terms, privacy]) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAccessibleDescription('(se abre en una pestaña nueva)');
    }
    await user.click(checkbox);
    expect(checkbox).toBeChecked();
  });
});
