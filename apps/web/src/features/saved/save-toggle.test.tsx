import { screen } from '@testing-library/react';
import { Profiler } from 'react';
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

  it('re-renders only the button of the audio saved, not every card of the library', async () => {
    const ids = Array.from({ length: 30 }, (_, i) => `a${i}`);
    fakeApi({ 'GET /api/library/saved': shelf([]), 'PUT /api/library/saved/a7': shelf(['a7']) });
    const renders = new Map<string, number>();
    const count = (id: string) => () => renders.set(id, (renders.get(id) ?? 0) + 1);
    const view = renderApp(
      ids.map((id) => (
        <Profiler key={id} id={id} onRender={count(id)}>
          <SaveToggle audioId={id} title={`Audio ${id}`} />
        </Profiler>
      )),
      { user: sessionUser() },
    );
    await screen.findByRole('button', { name: 'Guardar «Audio a7»' });
    renders.clear();
    await view.user.click(screen.getByRole('button', { name: 'Guardar «Audio a7»' }));
    expect(await screen.findByRole('button', { name: 'Quitar «Audio a7» de Guardados' })).toBeEnabled();
    expect([...renders.keys()]).toEqual(['a7']);
  });
});
