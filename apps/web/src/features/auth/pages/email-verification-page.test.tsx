import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi, renderApp, sessionUser } from '../../../test/render';
import { EmailVerificationPage } from './email-verification-page';

const unverified = sessionUser({ isVerified: false });

async function resend(routes: Parameters<typeof fakeApi>[0] | 'offline') {
  if (routes === 'offline') {
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });
  } else fakeApi(routes);
  const { user } = renderApp(<EmailVerificationPage />, { path: '/email-verification', user: unverified });
  await user.click(screen.getByRole('button', { name: 'Reenviar correo de verificación' }));
}

describe('EmailVerificationPage: resending the e-mail', () => {
  it('the server’s message when it refuses with one', async () => {
    await resend({
      'POST /api/users/resend-verification': {
        status: 429,
        body: {
          success: false,
          message: 'Demasiados intentos. Por favor, espera un momento e inténtalo de nuevo.',
        },
      },
    });
    expect(
      await screen.findByText('Demasiados intentos. Por favor, espera un momento e inténtalo de nuevo.'),
    ).toBeInTheDocument();
  });

  it('the server saying nothing: “Error al reenviar el correo de verificación”', async () => {
    await resend({ 'POST /api/users/resend-verification': { status: 500, body: { success: false } } });
    expect(await screen.findByText('Error al reenviar el correo de verificación')).toBeInTheDocument();
  });

  it('no answer: “No se pudo reenviar el correo de verificación. Por favor, inténtelo de nuevo.”', async () => {
    await resend('offline');
    expect(
      await screen.findByText(
        'No se pudo reenviar el correo de verificación. Por favor, inténtelo de nuevo.',
      ),
    ).toBeInTheDocument();
  });
});
