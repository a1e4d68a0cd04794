import { es } from '@sanarte/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithDownloads } from '../../../test/offline-ui';
import { fakeApi } from '../../../test/render';
import { sessionUser, trialAudio } from '../../../test/users';
import type { TrialPlayer } from '../use-trial-player';
import { type TrialAudio, trialAudioOf } from '../user-state';
import { TrialAudioCard } from './trial-audio-card';

const idlePlayer = (): TrialPlayer => ({
  activeId: null,
  status: 'idle',
  currentTime: 0,
  duration: 0,
  toggle: vi.fn(),
  seek: vi.fn(),
});

/** The card's audio as the results view reads it from the user answer. */
const cardAudio = (hoursLeft: number, expired: boolean): TrialAudio => {
  const audio = trialAudioOf(
    sessionUser({
      temporaryAudioSelected: trialAudio(
        new Date(Date.now() + hoursLeft * 3_600_000).toISOString(),
        { _id: 't1', title: 'Noche serena' },
        { expired },
      ),
    }),
  );
  if (!audio) throw new Error('no trial audio');
  return audio;
};

const card = () => within(screen.getByRole('region', { name: es.test.trialCard }));

describe("'Tu audio de prueba'", () => {
  it('while its 48 hours last: the spec’s note and the end', async () => {
    fakeApi();
    await renderWithDownloads(<TrialAudioCard audio={cardAudio(47, false)} player={idlePlayer()} />);
    expect(card().getByText(es.test.trialNote)).toBeInTheDocument();
    expect(card().queryByText(es.test.trialExpired)).not.toBeInTheDocument();
  });

  it('once the server says they are over (this device still counting hours): says it has expired and leads to the plans', async () => {
    fakeApi();
    await renderWithDownloads(<TrialAudioCard audio={cardAudio(5, true)} player={idlePlayer()} />);
    expect(card().queryByText(es.test.trialNote)).not.toBeInTheDocument();
    expect(card().getByText(es.test.trialExpired)).toBeInTheDocument();
    expect(card().getByRole('link', { name: 'Ver planes' })).toHaveAttribute(
      'href',
      '/panel/suscripcion?planes=1',
    );
    // The play button shows it is unavailable, and says why.
    const play = card().getByRole('button', { name: 'Reproducir Noche serena' });
    expect(play).toHaveAttribute('aria-disabled', 'true');
    expect(play).toHaveAccessibleDescription(expect.stringContaining(es.test.trialExpired));
    expect(card().queryByRole('button', { name: /Descargar/ })).not.toBeInTheDocument();
  });
});
