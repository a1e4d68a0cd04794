import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { playerState } from '../player';
import { applyUpdateOn } from './register';
import { UpdatePrompt } from './update-prompt';
import { updateState } from './update-state';

afterEach(() => {
  updateState.set({ status: 'idle' });
  playerState.set({ status: 'idle', track: null });
});

const track = { audioId: 'a1', title: 'Calma', duration: 60 };

describe('the update prompt', () => {
  it('shows nothing until a new version waits', () => {
    render(<UpdatePrompt onLater={() => {}} />);
    expect(screen.queryByText('Nueva versión disponible')).toBeNull();
    act(() => updateState.set({ status: 'available' }));
    expect(screen.getByRole('region', { name: 'Nueva versión disponible' })).toBeTruthy();
    expect(screen.getByText('Actualiza para usar la última versión de Sanarte.')).toBeTruthy();
  });

  it('"Más tarde" closes it', async () => {
    updateState.set({ status: 'available' });
    const onLater = vi.fn();
    render(<UpdatePrompt onLater={onLater} />);
    await userEvent.click(screen.getByRole('button', { name: 'Más tarde' }));
    expect(onLater).toHaveBeenCalledOnce();
  });
});

describe('taking the new version', () => {
  it('takes it at once when nothing plays', () => {
    updateState.set({ status: 'available' });
    const wb = { messageSkipWaiting: vi.fn() };
    applyUpdateOn(wb);
    expect(wb.messageSkipWaiting).toHaveBeenCalledOnce();
    expect(updateState.get().status).toBe('applying');
  });

  it('never interrupts playback: waits until the audio is paused, saying so', () => {
    updateState.set({ status: 'available' });
    playerState.set({ track, status: 'playing' });
    const wb = { messageSkipWaiting: vi.fn() };
    render(<UpdatePrompt onLater={() => {}} />);
    act(() => applyUpdateOn(wb));
    expect(wb.messageSkipWaiting).not.toHaveBeenCalled();
    expect(screen.getByText('Se actualizará cuando pauses o termine el audio.')).toBeTruthy();
    // Still playing (a seek, a new position): still waiting.
    act(() => playerState.set({ status: 'loading' }));
    expect(wb.messageSkipWaiting).not.toHaveBeenCalled();
    act(() => playerState.set({ status: 'paused' }));
    expect(wb.messageSkipWaiting).toHaveBeenCalledOnce();
    expect(screen.getByText('Actualizando…')).toBeTruthy();
  });
});
