import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Track } from '../../lib/media/track';
import { PlayerPage, playableRoutes } from '../../test/player';
import { fakeApi, renderApp, sessionUser, trialAudio } from '../../test/render';
import { close, restore } from './commands';
import { PlayerBar } from './player-bar';
import { readResume } from './resume-store';
import { playerState } from './store';

async function playing() {
  const calls = fakeApi(playableRoutes());
  const view = renderApp(<PlayerPage />);
  expect(screen.queryByRole('region', { name: 'Reproductor' })).not.toBeInTheDocument();
  await view.user.click(screen.getByRole('button', { name: 'Escuchar' }));
  const bar = await screen.findByRole('region', { name: 'Reproductor' });
  await within(bar).findByRole('button', { name: 'Pausar' });
  const audio = document.querySelector('audio') as HTMLAudioElement;
  return { ...view, bar: within(bar), audio, calls };
}

afterEach(() => act(() => close()));

describe('the player bar', () => {
  it('plays what was chosen, and pauses and resumes with one button whose name says what it does', async () => {
    const { user, bar, audio, calls } = await playing();
    expect(calls.map((c) => c.route)).toContain('GET /api/audios/a1/access');
    expect(audio.getAttribute('src')).toBe('/cdn/a1.mp3');
    expect(bar.getByText('Calma profunda')).toBeInTheDocument();
    expect(bar.getByText('Reproduciendo: Calma profunda')).toBeInTheDocument();
    expect(audio.paused).toBe(false);

    await user.click(bar.getByRole('button', { name: 'Pausar' }));
    expect(audio.paused).toBe(true);
    expect(bar.getByRole('button', { name: 'Reproducir' })).toBeInTheDocument();
    expect(bar.getByText('En pausa: Calma profunda')).toBeInTheDocument();

    await user.click(bar.getByRole('button', { name: 'Reproducir' }));
    await waitFor(() => expect(audio.paused).toBe(false));
    expect(bar.getByRole('button', { name: 'Pausar' })).toBeInTheDocument();
  });

  it('jumps 15 seconds either way, never before the start, and announces the position', async () => {
    const { user, bar, audio } = await playing();
    const slider = bar.getByRole('slider', { name: 'Posición de reproducción' });
    expect(slider).toHaveAttribute('aria-valuetext', '0:00 de 10:00');

    await user.click(bar.getByRole('button', { name: 'Avanzar 15 segundos' }));
    await user.click(bar.getByRole('button', { name: 'Avanzar 15 segundos' }));
    expect(audio.currentTime).toBe(30);
    expect(slider).toHaveAttribute('aria-valuetext', '0:30 de 10:00');

    await user.click(bar.getByRole('button', { name: 'Retroceder 15 segundos' }));
    expect(audio.currentTime).toBe(15);
    await user.click(bar.getByRole('button', { name: 'Retroceder 15 segundos' }));
    await user.click(bar.getByRole('button', { name: 'Retroceder 15 segundos' }));
    expect(audio.currentTime).toBe(0);
    expect(slider).toHaveAttribute('aria-valuetext', '0:00 de 10:00');
  });

  it('changes the speed from a labelled list of four', async () => {
    const { user, bar, audio } = await playing();
    const speed = bar.getByRole('combobox', { name: 'Velocidad de reproducción' });
    expect(
      within(speed)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['0,75×', '1×', '1,25×', '1,5×']);
    expect(speed).toHaveDisplayValue('1×');
    await user.selectOptions(speed, '1,5×');
    expect(audio.playbackRate).toBe(1.5);
    expect(speed).toHaveDisplayValue('1,5×');
  });

  it('sets and clears the sleep timer, showing the time left', async () => {
    const { user, bar } = await playing();
    const sleep = bar.getByRole('combobox', { name: 'Temporizador de apagado' });
    expect(
      within(sleep)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Sin temporizador', '15 min', '30 min', '45 min', '60 min']);
    expect(bar.getByText('Ansiedad')).toBeInTheDocument();
    await user.selectOptions(sleep, '30 min');
    expect(bar.getByText('Se detendrá en 30:00')).toBeInTheDocument();
    expect(bar.queryByText('Ansiedad')).not.toBeInTheDocument();
    await user.selectOptions(sleep, 'Sin temporizador');
    expect(bar.queryByText(/Se detendrá/)).not.toBeInTheDocument();
    expect(bar.getByText('Ansiedad')).toBeInTheDocument();
  });

  it('closes: the audio stops and the bar goes away; its icons are hidden from assistive technology', async () => {
    const { user, bar, audio } = await playing();
    const icons = screen.getByRole('region', { name: 'Reproductor' }).querySelectorAll('svg');
    expect(icons.length).toBeGreaterThan(4);
    for (const icon of icons) expect(icon).toHaveAttribute('aria-hidden', 'true');

    await user.click(bar.getByRole('button', { name: 'Cerrar reproductor' }));
    expect(audio.paused).toBe(true);
    expect(audio.hasAttribute('src')).toBe(false);
    expect(screen.queryByRole('region', { name: 'Reproductor' })).not.toBeInTheDocument();
  });
});

describe('an expired trial audio in the bar', () => {
  const trialTrack: Track = { audioId: 't1', title: 'Noche serena', duration: 600, source: 'trial' };
  const expiredTrial = () =>
    sessionUser({
      temporaryAudioSelected: trialAudio(
        // Hours left by this device's clock: the server's (which decides access) says it is over.
        new Date(Date.now() + 3_600_000).toISOString(),
        { _id: 't1', title: 'Noche serena' },
        { expired: true },
      ),
    });

  it('after a reload says it has expired and leads to the plans, instead of offering to resume', async () => {
    fakeApi();
    renderApp(<PlayerBar />, { user: expiredTrial() });
    act(() => restore({ track: trialTrack, position: 3 }));
    const bar = within(await screen.findByRole('region', { name: 'Reproductor' }));
    expect(bar.getByText('Noche serena')).toBeInTheDocument();
    expect(bar.getByRole('alert')).toHaveTextContent('El audio de prueba ha expirado');
    expect(bar.getByRole('link', { name: 'Ver planes' })).toHaveAttribute(
      'href',
      '/panel/suscripcion?planes=1',
    );
    expect(bar.queryByText(/Continuar desde/)).not.toBeInTheDocument();
    expect(bar.queryByRole('button', { name: /Continuar|Reproducir/ })).not.toBeInTheDocument();
  });

  it('pressing play once the server refuses it (401): says so, leads to the plans, and asks for the user again', async () => {
    const calls = fakeApi({
      'GET /api/users/check-temp-audio': {
        status: 401,
        body: { success: false, message: 'El audio de prueba ha expirado' },
      },
      'POST /api/users/refresh-token': { status: 200, body: { success: true } },
      'GET /api/users/me': { body: { success: true, data: { user: expiredTrial() } } },
    });
    const still = sessionUser({
      temporaryAudioSelected: trialAudio(new Date(Date.now() + 3_600_000).toISOString(), { _id: 't1' }),
    });
    const { user } = renderApp(<PlayerPage track={trialTrack} />, { user: still });
    await user.click(screen.getByRole('button', { name: 'Escuchar' }));
    const bar = within(await screen.findByRole('region', { name: 'Reproductor' }));
    await waitFor(() => expect(bar.getByRole('alert')).toHaveTextContent('El audio de prueba ha expirado'));
    expect(bar.getByRole('link', { name: 'Ver planes' })).toBeInTheDocument();
    await waitFor(() => expect(calls.map((c) => c.route)).toContain('GET /api/users/me'));
  });
});

describe('the speed', () => {
  it('stays as chosen after a reload', async () => {
    const { user, bar, audio } = await playing();
    await user.selectOptions(bar.getByRole('combobox', { name: 'Velocidad de reproducción' }), '1,5×');
    const saved = readResume();
    expect(saved?.rate).toBe(1.5);

    // A new page: the player starts at 1× and restores what was saved.
    act(() => close());
    act(() => playerState.set({ rate: 1 }));
    act(() => restore(saved as NonNullable<typeof saved>));
    const again = within(await screen.findByRole('region', { name: 'Reproductor' }));
    expect(again.getByRole('combobox', { name: 'Velocidad de reproducción' })).toHaveDisplayValue('1,5×');
    await user.click(again.getByRole('button', { name: 'Continuar' }));
    await waitFor(() => expect(audio.paused).toBe(false));
    expect(audio.playbackRate).toBe(1.5);
  });
});

describe('the mini-player (phones)', () => {
  it('opens into the full controls and folds again, by button or Escape, the focus following', async () => {
    const { user, bar } = await playing();
    const details = screen.getByRole('region', { name: 'Reproductor' });
    const expand = bar.getByRole('button', { name: 'Ampliar reproductor' });
    expect(expand).toHaveAttribute('aria-expanded', 'false');
    // Folded, the full controls are not displayed below lg (the play button always is).
    const speed = bar.getByRole('combobox', { name: 'Velocidad de reproducción' });
    expect(speed.closest('.hidden')).not.toBeNull();
    expect(bar.getByRole('button', { name: 'Pausar' }).closest('.hidden')).toBeNull();
    expect(details.querySelector(`#${expand.getAttribute('aria-controls')}`)).not.toBeNull();

    await user.click(expand);
    const collapse = bar.getByRole('button', { name: 'Reducir reproductor' });
    expect(collapse).toHaveAttribute('aria-expanded', 'true');
    expect(collapse).toHaveFocus();
    expect(bar.getByRole('combobox', { name: 'Velocidad de reproducción' }).closest('.hidden')).toBeNull();
    expect(bar.queryByRole('button', { name: 'Ampliar reproductor' })).not.toBeInTheDocument();

    await user.keyboard('{Escape}');
    expect(bar.getByRole('button', { name: 'Ampliar reproductor' })).toHaveFocus();
    await user.click(bar.getByRole('button', { name: 'Ampliar reproductor' }));
    await user.click(bar.getByRole('button', { name: 'Reducir reproductor' }));
    expect(bar.getByRole('button', { name: 'Ampliar reproductor' })).toHaveFocus();
  });
});
