import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PlayerPage, playableRoutes } from '../../test/player';
import { fakeApi, renderApp } from '../../test/render';
import { close } from './commands';
import { listenToPlayerKeys } from './player-keys';

/** A page with a play button, a search field, a radio group, and the app's player bar. */
function Page() {
  return (
    <PlayerPage>
      <label>
        Buscar <input type="search" />
      </label>
      <fieldset>
        <legend>Tema</legend>
        <label>
          <input type="radio" name="tema" value="sueño" /> Sueño
        </label>
        <label>
          <input type="radio" name="tema" value="calma" /> Calma
        </label>
      </fieldset>
    </PlayerPage>
  );
}

let stop: () => void = () => {};
beforeEach(() => {
  stop = listenToPlayerKeys();
});
afterEach(() => {
  stop();
  act(() => close());
});

async function playing() {
  fakeApi(playableRoutes());
  const view = renderApp(<Page />);
  await view.user.click(screen.getByRole('button', { name: 'Escuchar' }));
  const bar = within(await screen.findByRole('region', { name: 'Reproductor' }));
  await bar.findByRole('button', { name: 'Pausar' });
  const audio = document.querySelector('audio') as HTMLAudioElement;
  // The keyboard starts from the page itself, nothing focused.
  (document.activeElement as HTMLElement | null)?.blur();
  return { ...view, bar, audio };
}

describe("the player's keys", () => {
  it('Space and K play and pause from the page; the arrows go back and forward 15 seconds', async () => {
    const { user, audio, bar } = await playing();
    await user.keyboard(' ');
    expect(audio.paused).toBe(true);
    expect(bar.getByRole('button', { name: 'Reproducir' })).toBeInTheDocument();
    await user.keyboard('k');
    await waitFor(() => expect(audio.paused).toBe(false));
    await user.keyboard('K');
    expect(audio.paused).toBe(true);

    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(audio.currentTime).toBe(30);
    await user.keyboard('{ArrowLeft}');
    expect(audio.currentTime).toBe(15);
  });

  it('leave the keys to a text field, a focused button, a radio group, and to Ctrl/⌘ shortcuts', async () => {
    const { user, audio } = await playing();
    const start = audio.currentTime;
    await user.click(screen.getByRole('searchbox', { name: 'Buscar' }));
    await user.keyboard('k {ArrowLeft}');
    expect(screen.getByRole('searchbox', { name: 'Buscar' })).toHaveValue('k ');
    expect(audio.paused).toBe(false);

    // Space presses the focused button (here: play the same audio again, which keeps it playing).
    screen.getByRole('button', { name: 'Escuchar' }).focus();
    await user.keyboard(' ');
    expect(audio.paused).toBe(false);

    await user.click(screen.getByRole('radio', { name: 'Sueño' }));
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: 'Calma' })).toBeChecked();
    expect(audio.currentTime).toBe(start);

    (document.activeElement as HTMLElement).blur();
    await user.keyboard('{Control>}k{/Control}{Meta>}{ArrowRight}{/Meta}');
    expect(audio.paused).toBe(false);
    expect(audio.currentTime).toBe(start);
  });

  it('do nothing while a modal dialog is open, nor without an audio loaded', async () => {
    const { user, audio } = await playing();
    const start = audio.currentTime;
    const dialog = document.createElement('div');
    dialog.setAttribute('role', 'dialog');
    dialog.setAttribute('aria-modal', 'true');
    document.body.append(dialog);
    await user.keyboard(' {ArrowRight}');
    expect(audio.paused).toBe(false);
    expect(audio.currentTime).toBe(start);
    dialog.remove();

    act(() => close());
    await user.keyboard('k');
    expect(audio.paused).toBe(true);
    expect(audio.hasAttribute('src')).toBe(false);
  });
});
