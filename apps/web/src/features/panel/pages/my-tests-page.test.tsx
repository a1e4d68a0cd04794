import { es } from '@sanarte/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { screenRoutes } from '../../../app/route-tree';
import { fakeApi, renderApp, sessionUser, testResult, trialAudio } from '../../../test/render';
import { panelRoutes } from '../routes';
import { MyTestsPage } from './my-tests-page';

const withTrial = (expired: boolean) =>
  sessionUser({
    tookTest: true,
    testResult: testResult(),
    temporaryAudioSelected: trialAudio(
      // This device's clock still counts hours: only the server's (which decides access) may end it.
      new Date(Date.now() + 5 * 3_600_000).toISOString(),
      { _id: 't1', title: 'Noche serena' },
      { expired },
    ),
  });

const trialSection = async () => within(await screen.findByRole('region', { name: 'Tu audio de prueba' }));

describe('Mis Tests: the trial audio', () => {
  it('while it lasts: until when, and the way to listen to it', async () => {
    fakeApi();
    renderApp(<MyTestsPage />, { user: withTrial(false), path: '/panel/mis-tests' });
    const section = await trialSection();
    expect(section.getByText(/^Disponible hasta el/)).toBeInTheDocument();
    expect(section.getByRole('link', { name: 'Escuchar mi audio de prueba' })).toHaveAttribute(
      'href',
      '/test',
    );
  });

  it('once the server says its 48 hours are over: says it has expired and leads to the plans', async () => {
    fakeApi();
    renderApp(<MyTestsPage />, { user: withTrial(true), path: '/panel/mis-tests' });
    const section = await trialSection();
    expect(section.getByText(es.test.trialExpired)).toBeInTheDocument();
    expect(section.getByRole('link', { name: 'Ver planes' })).toHaveAttribute(
      'href',
      '/panel/suscripcion?planes=1',
    );
    expect(section.queryByRole('link', { name: 'Escuchar mi audio de prueba' })).not.toBeInTheDocument();
    expect(section.queryByText(/^Disponible hasta el/)).not.toBeInTheDocument();
  });
});

describe('Mis Tests: its heading and introduction', () => {
  const route = screenRoutes(panelRoutes).find((r) => r.path === '/panel/mis-tests');
  const outline = route?.screen?.outline;
  const intro = () => screen.getByRole('heading', { level: 1 }).nextElementSibling?.textContent;

  it.each([
    ['before the test', sessionUser()],
    ['with a result', sessionUser({ tookTest: true, testResult: testResult() })],
  ])('are those its outline paints first, %s', async (_, user) => {
    fakeApi();
    renderApp(<MyTestsPage />, { user, path: '/panel/mis-tests' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Mi Test' })).toBeInTheDocument();
    expect(outline?.title).toBe('Mi Test');
    expect(intro()).toBe(outline?.intro);
  });

  it('in the mini flow: its own heading, with the outline of that address', async () => {
    fakeApi();
    renderApp(<MyTestsPage />, { user: sessionUser(), path: '/panel/mis-tests?miniFlow=1' });
    expect(
      await screen.findByRole('heading', { level: 1, name: es.panel.miniFlowTitle }),
    ).toBeInTheDocument();
    expect(outline?.byQuery?.['miniFlow=1']).toEqual({ title: es.panel.miniFlowTitle });
    expect(intro()).toMatch(/^Para comprar el plan Mini, primero completa el test de bienestar/);
  });
});
