import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render';
import { clearSiteIdentity, configureSiteIdentity, testIdentity } from '../../../test/site-identity';
import { ContactForm } from './contact-form';
import { TrialModal } from './trial-modal';

beforeEach(() => configureSiteIdentity(testIdentity()));
afterEach(() => clearSiteIdentity());

/** The notice under a form: its lines as read, and the privacy policy's link. */
function notice(form: HTMLElement) {
  const title = within(form).getByText('Información básica sobre protección de datos');
  const box = title.parentElement as HTMLElement;
  const lines = [...box.querySelectorAll('dl > div')].map((line) => line.textContent);
  const link = within(box).getByRole('link', { name: /política de privacidad/ });
  return { box, lines, link };
}

describe('the first layer of data-protection information under the forms', () => {
  it('under the contact form’s button: the configured company, purpose, basis, rights and the policy', () => {
    renderApp(<ContactForm />);
    const form = screen.getByRole('form', { name: 'Formulario de contacto' });
    const { box, lines, link } = notice(form);
    expect(lines).toEqual([
      'Responsable: Bienestar Sonoro S.L.',
      'Finalidad: responder a tu mensaje.',
      'Legitimación: tu consentimiento, al enviarnos el mensaje.',
      'Derechos: acceder a tus datos, rectificarlos, suprimirlos y los demás derechos que explica la política de privacidad (se abre en una pestaña nueva).',
    ]);
    // After the submit button.
    const submit = within(form).getByRole('button', { name: 'Enviar mensaje' });
    expect(submit.compareDocumentPosition(box) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(link).toHaveAttribute('href', '/politica-de-privacidad');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAccessibleName('política de privacidad (se abre en una pestaña nueva)');
  });

  it('under the trial registration form', async () => {
    const { user } = renderApp(
      <TrialModal open onOpenChange={() => {}} mode="audio" planName="Audio de prueba" />,
    );
    await user.click(await screen.findByRole('button', { name: /^Empezar mi prueba gratis/ }));
    const form = screen.getByRole('form', { name: 'Formulario de registro para la prueba gratuita' });
    const { lines, link } = notice(form);
    expect(lines[0]).toBe('Responsable: Bienestar Sonoro S.L.');
    expect(lines[1]).toMatch(/^Finalidad: crear tu cuenta de prueba/);
    expect(lines[2]).toMatch(/^Legitimación: la ejecución del contrato/);
    expect(link).toHaveAttribute('href', '/politica-de-privacidad');
    expect(link).toHaveAttribute('target', '_blank');
    // The checkbox links the privacy policy too.
    expect(
      within(form).getByRole('checkbox', {
        name: 'Acepto los términos y condiciones y la política de privacidad',
      }),
    ).toBeInTheDocument();
  });
});
