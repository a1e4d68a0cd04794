import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LIBRARY_AUDIO } from '../../test/library';
import { fakeApi, renderApp, sessionUser } from '../../test/render';
import { SaveToggle } from './save-toggle';

const shelf = (ids: string[]) => ({
  body: { success: true, data: ids.map((id) => ({ ...LIBRARY_AUDIO, _id: id, open: true })) },
});

describe('Guardar', () => {
  it('saves an audio and shows it saved; takes it off again', async () => {
    const calls = fakeApi({
      'GET /api/library/saved': shelf([]),
      'PUT /api/library/saved/a1': shelf(['a1']),
      'DELETE /api/library/saved/a1': shelf([]),
    });
    const view = renderApp(<SaveToggle audioId="a1" title="Calma profunda" />, { user: sessionUser() });
    const save = await screen.findByRole('button', { name: 'Guardar «Calma profunda»' });
    expect(save).toHaveAttribute('aria-pressed', 'false');
    await view.user.click(save);
    const saved = await screen.findByRole('button', { name: 'Quitar «Calma profunda» de Guardados' });
    expect(saved).toHaveAttribute('aria-pressed', 'true');
    expect(saved).toHaveTextContent('Guardado');
    await view.user.click(saved);
    expect(await screen.findByRole('button', { name: 'Guardar «Calma profunda»' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    expect(calls.map((c) => c.route)).toEqual([
      'GET /api/library/saved',
      'PUT /api/library/saved/a1',
      'DELETE /api/library/saved/a1',
    ]);
  });

  it('is not offered to a visitor, who has no shelf', () => {
    const calls = fakeApi({});
    renderApp(<SaveToggle audioId="a1" title="Calma profunda" />);
    expect(screen.queryByRole('button', { name: /Guardar/ })).not.toBeInTheDocument();
    expect(calls).toEqual([]);
  });
});
