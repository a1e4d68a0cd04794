import { type AudioDto, type Role, type ThemeDto, es } from '@sanarte/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, renderApp, sessionUser } from '../../../test/render';
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
