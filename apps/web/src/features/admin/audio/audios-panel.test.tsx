import { type AudioDto, type Role, type ThemeDto, es } from '@sanarte/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type FakeAnswer, fakeApi, renderApp, sessionUser } from '../../../test/render';
import { AudioPage } from './audio-page';
import { AudiosPanel } from './audios-panel';
import { ThemesPanel } from './themes-panel';

const admin = sessionUser({ role: 'admin' as Role, name: 'Ada' });
const cover = { coverImageName: '', coverImageUrl: '' };
const SALUD = { _id: 'c-salud', name: 'Salud', slug: 'salud' };
const PERSONAL = { _id: 'c-personal', name: 'Desarrollo Personal', slug: 'desarrollo_personal' };

const theme = (id: string, name: string, category: typeof SALUD): ThemeDto => ({
  _id: id,
  name,
  slug: id,
  description: 'Audios para acompañarte.',
  category,
  coverImage: cover,
  isActive: true,
  order: 1,
});
const INSOMNIO = theme('t-insomnio', 'No más insomnio', SALUD);
const ANSIEDAD = theme('t-ansiedad', 'Libérate de la ansiedad', SALUD);
const AUTOESTIMA = theme('t-autoestima', 'Autoestima', PERSONAL);

const audio = (title: string, of: ThemeDto, tags: string[]): AudioDto => ({
  _id: `a-${title}`,
  title,
  description: 'Un paisaje sonoro que sube y baja con tu respiración.',
  duration: 600,
  theme: { _id: of._id, name: of.name, category: { _id: of.category._id, name: of.category.name } },
  coverImage: cover,
  tags,
  order: 1,
  isActive: true,
  releaseAt: null,
  scheduled: false,
  isNew: false,
});
const AUDIOS = [
  audio('Preparar la noche', INSOMNIO, ['sueño', 'noche']),
  audio('Relajación para dormir', INSOMNIO, ['cuerpo']),
  audio('Si te despiertas de madrugada', INSOMNIO, ['madrugada']),
  audio('Respira la calma', ANSIEDAD, ['ansiedad']),
  audio('Confía en ti', AUTOESTIMA, ['confianza']),
];

const list = (data: unknown[]) => ({ body: { success: true, data } });
const panelProps = { readOnly: false, onToggle: () => {}, onDelete: () => {}, onForm: () => {} };

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

function showCatalogue() {
  fakeApi({
    'GET /api/audios/list': list(AUDIOS),
    'GET /api/themes/list': list([INSOMNIO, ANSIEDAD, AUTOESTIMA]),
    'GET /api/categories/list': list([]),
  });
  return renderApp(
    <>
      <ThemesPanel {...panelProps} />
      <AudiosPanel {...panelProps} />
    </>,
    { user: admin },
  );
}

/** The names in a panel's table, in order. */
const namesIn = (tableName: string, column: number) =>
  within(screen.getByRole('table', { name: tableName }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.querySelectorAll('td, th')[column]?.textContent ?? '');

async function searchFor(label: string, text: string, user: ReturnType<typeof renderApp>['user']) {
  const field = screen.getByRole('searchbox', { name: label });
  await user.clear(field);
  if (text) await user.type(field, text);
}

describe('Gestión de Audio: the search finds what people type', () => {
  it('audios by their theme, category, title or tag, accents and capitals aside', async () => {
    const { user } = showCatalogue();
    const titles = async () => {
      await waitFor(() => expect(screen.getByRole('table', { name: 'Audios' })).toBeInTheDocument());
      return namesIn('Audios', 1).map((cell) => cell.split('#')[0]?.trim());
    };
    expect(await titles()).toHaveLength(5);

    await searchFor('Buscar audios', 'insomnio', user);
    expect(await titles()).toEqual([
      'Preparar la noche',
      'Relajación para dormir',
      'Si te despiertas de madrugada',
    ]);
    await searchFor('Buscar audios', 'NO MAS INSOMNIO', user);
    expect(await titles()).toHaveLength(3);
    await searchFor('Buscar audios', 'desarrollo personal', user);
    expect(await titles()).toEqual(['Confía en ti']);
    await searchFor('Buscar audios', 'relajacion', user);
    expect(await titles()).toEqual(['Relajación para dormir']);
    await searchFor('Buscar audios', '#sueno', user);
    expect(await titles()).toEqual(['Preparar la noche']);
    await searchFor('Buscar audios', 'salud madrugada', user);
    expect(await titles()).toEqual(['Si te despiertas de madrugada']);
    // Every word must be found: one that is nowhere finds nothing, and the list says so.
    await searchFor('Buscar audios', 'insomnio ansiedad', user);
    expect(await screen.findByText(es.admin.noAudiosFound)).toBeInTheDocument();
  });

  it('themes by their category too', async () => {
    const { user } = showCatalogue();
    await waitFor(() => expect(screen.getByRole('table', { name: 'Temas' })).toBeInTheDocument());
    await searchFor('Buscar temas', 'desarrollo', user);
    expect(namesIn('Temas', 1)).toEqual(['Autoestima']);
  });
});

describe('Gestión de Audio: la terapia del mes', () => {
  // The form's references are checked as ids (uuids), as the server's are.
  const CALMA_THEME: ThemeDto = {
    ...theme('7b7c2d0e-4a8e-4f4f-9b7e-3c1d2e5f6a70', 'No más insomnio', {
      ...SALUD,
      _id: '5d3f1a2b-6c4d-4e8f-a0b1-c2d3e4f5a6b7',
    }),
  };
  const CALMA: AudioDto = {
    ...audio('Calma profunda', CALMA_THEME, ['sueño']),
    _id: 'a-calma',
    audio: { audioName: 'calma.mp3', audioUrl: 'https://cdn.example.com/audios/calma.mp3' },
    isActive: false,
  };
  /** 30 Nov 2026, 13:00 in Madrid (winter time: UTC+1). */
  const NOW = new Date('2026-11-30T12:00:00.000Z');
  const SAVED = { body: { success: true, data: CALMA } };

  /**
   * Opens 'Editar audio' on `item` from Gestión de Audio's list, as staff do (the form finds the
   * lists loaded), and returns the dialog, the user and the calls made.
   */
  async function editAudio(item: AudioDto, update: FakeAnswer = SAVED) {
    vi.useFakeTimers({ toFake: ['Date'], now: NOW });
    const calls = fakeApi({
      'GET /api/audios/list': list([item]),
      'GET /api/themes/list': list([CALMA_THEME]),
      'GET /api/categories/list': list([
        { ...CALMA_THEME.category, description: '', coverImage: cover, isActive: true, order: 1 },
      ]),
      [`PUT /api/audios/update/${item._id}`]: update,
    });
    const { user } = renderApp(<AudioPage />, { user: admin });
    const table = await screen.findByRole('table', { name: 'Audios' });
    await user.click(within(table).getByRole('button', { name: `Editar ${item.title}` }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar audio' });
    // happy-dom leaves a select that react-hook-form registers empty (a browser shows the audio's
    // own): chosen again here, as staff would.
    await user.selectOptions(within(dialog).getByLabelText(/^Categoría/), 'Salud');
    await user.selectOptions(within(dialog).getByLabelText(/^Tema/), CALMA_THEME.name);
    return { dialog, user, calls };
  }

  const releaseField = (dialog: HTMLElement) =>
    within(dialog).getByLabelText(es.admin.releaseAtLabel) as HTMLInputElement;
  /** What the datetime-local picker hands the page: Spain's wall time, as typed. */
  const pick = (dialog: HTMLElement, wallClock: string) =>
    fireEvent.change(releaseField(dialog), { target: { value: wallClock } });
  const sent = (calls: ReturnType<typeof fakeApi>) =>
    calls.filter((c) => c.route.startsWith('PUT ')).map((c) => c.body as Record<string, unknown>);

  it.each([
    { season: 'winter (UTC+1)', wallClock: '2026-12-05T09:00', instant: '2026-12-05T08:00:00.000Z' },
    { season: 'summer (UTC+2)', wallClock: '2027-07-01T09:00', instant: '2027-07-01T07:00:00.000Z' },
  ])('the time typed is Spain’s: in $season it is sent as its instant', async ({ wallClock, instant }) => {
    const { dialog, user, calls } = await editAudio(CALMA);
    expect(releaseField(dialog).value).toBe('');
    pick(dialog, wallClock);
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(sent(calls)).toHaveLength(1));
    expect(sent(calls)[0]).toMatchObject({ releaseAt: instant, isActive: false });
  });

  it('a time already past is refused in Spanish, and nothing is sent', async () => {
    const { dialog, user, calls } = await editAudio(CALMA);
    // 12:30 in Madrid: half an hour ago.
    pick(dialog, '2026-11-30T12:30');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await within(dialog).findByText(es.admin.releaseAtPast)).toBeInTheDocument();
    expect(releaseField(dialog)).toHaveAttribute('aria-invalid', 'true');
    expect(sent(calls)).toEqual([]);
  });

  it('a scheduled audio shows its time in Spain; «Quitar la programación» removes the schedule', async () => {
    const scheduled = { ...CALMA, releaseAt: '2026-12-05T08:00:00.000Z', scheduled: true };
    const { dialog, user, calls } = await editAudio(scheduled);
    expect(releaseField(dialog).value).toBe('2026-12-05T09:00');
    await user.click(within(dialog).getByRole('button', { name: es.admin.releaseAtClear }));
    expect(releaseField(dialog).value).toBe('');
    expect(releaseField(dialog)).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(sent(calls)).toHaveLength(1));
    expect(sent(calls)[0]).toMatchObject({ releaseAt: null });
  });

  it('a scheduled audio saved as it was leaves its time alone', async () => {
    const scheduled = { ...CALMA, releaseAt: '2026-12-05T08:00:00.000Z', scheduled: true };
    const { dialog, user, calls } = await editAudio(scheduled);
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(sent(calls)).toHaveLength(1));
    expect(sent(calls)[0]).not.toHaveProperty('releaseAt');
  });

  it('an audio published by its schedule shows «Publicada el …», which cannot change', async () => {
    const published = { ...CALMA, isActive: true, releaseAt: '2026-11-05T08:00:00.000Z', scheduled: false };
    const { dialog, user, calls } = await editAudio(published);
    expect(within(dialog).getByText('Publicada el 5 nov 2026, 9:00')).toBeInTheDocument();
    expect(within(dialog).queryByLabelText(es.admin.releaseAtLabel)).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(sent(calls)).toHaveLength(1));
    expect(sent(calls)[0]).not.toHaveProperty('releaseAt');
  });

  it('the server’s refusal shows in the form', async () => {
    const { dialog, user } = await editAudio(
      { ...CALMA, isActive: true },
      { status: 409, body: { success: false, message: es.admin.releaseOnlyUnpublished } },
    );
    pick(dialog, '2026-12-05T09:00');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(es.admin.releaseOnlyUnpublished);
  });

  it('the list shows a scheduled audio as «Programada» with its day and time; its switch is as before', async () => {
    const scheduled = {
      ...AUDIOS[0],
      releaseAt: '2026-12-05T08:00:00.000Z',
      scheduled: true,
      isActive: false,
    };
    fakeApi({
      'GET /api/audios/list': list([scheduled, ...AUDIOS.slice(1)]),
      'GET /api/themes/list': list([INSOMNIO, ANSIEDAD, AUTOESTIMA]),
      'GET /api/categories/list': list([]),
    });
    const onToggle = vi.fn();
    const { user } = renderApp(<AudiosPanel {...panelProps} onToggle={onToggle} />, { user: admin });
    const table = await screen.findByRole('table', { name: 'Audios' });
    const row = within(table).getByRole('row', { name: /Preparar la noche/ });
    expect(within(row).getByText(es.admin.statusScheduled)).toBeInTheDocument();
    expect(within(row).getByText('5 dic 2026, 9:00')).toBeInTheDocument();
    expect(within(row).queryByText(es.admin.statusInactive)).not.toBeInTheDocument();
    // The others keep Activo.
    const other = within(table).getByRole('row', { name: /Respira la calma/ });
    expect(within(other).getByText(es.admin.statusActive)).toBeInTheDocument();

    const toggle = within(row).getByRole('switch', { name: 'Activo: Preparar la noche' });
    expect(toggle).toHaveAttribute('aria-checked', 'false');
    await user.click(toggle);
    expect(onToggle).toHaveBeenCalledWith({
      kind: 'audio',
      id: scheduled._id,
      name: 'Preparar la noche',
      isActive: false,
    });
  });
});
