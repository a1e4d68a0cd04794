import { type ContactMessage, type Role, es, formatDateTime } from '@sanarte/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, renderApp, sessionUser } from '../../../test/render';
import { MessagesPage } from './messages-page';

const RECEIVED = '2026-11-20T09:30:00.000Z';
const HANDLED = '2026-11-21T16:05:00.000Z';
const LONG = `Hola, os escribo porque ${'quería contaros con calma cómo me ha ido con los audios, '.repeat(8)}y una duda final.`;

const message = (name: string, patch: Partial<ContactMessage> = {}): ContactMessage => ({
  _id: `id-${name}`,
  name,
  email: `${name.toLowerCase()}@example.com`,
  message: `Consulta de ${name}`,
  createdAt: RECEIVED,
  handledAt: null,
  handledBy: null,
  ...patch,
});

const page = (
  data: ContactMessage[],
  more: { total?: number; grandTotal?: number; unhandled?: number } = {},
) => ({
  body: {
    success: true,
    data,
    total: more.total ?? data.length,
    grandTotal: more.grandTotal ?? data.length,
    unhandled: more.unhandled ?? data.filter((m) => !m.handledAt).length,
    page: 1,
    pageSize: 20,
  },
});

/** The list calls' query strings, in order (the fake API keys its answers by path alone). */
function listQueries() {
  const queries: string[] = [];
  const answer = globalThis.fetch;
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(new Request(input, init).url);
    if (url.pathname === '/api/contact/messages') queries.push(url.search);
    return answer(input, init);
  });
  return queries;
}

const staff = (role: Role) => sessionUser({ role, name: 'Ada', lastName: 'Admin' });
const show = (role: Role = 'admin') =>
  renderApp(<MessagesPage />, { path: '/admin/mensajes', user: staff(role) });
const table = () => screen.getByRole('table', { name: 'Mensajes de contacto' });
const rowOf = (name: string) =>
  within(table())
    .getAllByRole('row')
    .find((r) => r.textContent?.includes(name)) as HTMLElement;

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('Mensajes', () => {
  it('lists who wrote, what, when and whether it was handled, with how many wait', async () => {
    fakeApi({
      'GET /api/contact/messages': page(
        [
          message('Ana', { message: 'Primera línea\nSegunda línea' }),
          message('Luis', { handledAt: HANDLED, handledBy: 'Ada Admin' }),
          message('Eva'),
        ],
        { grandTotal: 7, unhandled: 4 },
      ),
    });
    show();
    await screen.findByRole('table', { name: 'Mensajes de contacto' });
    expect(screen.getByRole('heading', { level: 1, name: 'Mensajes' })).toBeInTheDocument();
    expect(
      screen.getByText(
        'Lo que te escriben desde el formulario de contacto: respóndelo por correo y márcalo como atendido.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('4 mensajes sin atender')).toBeInTheDocument();
    expect(screen.getByText('3 de 7 total')).toBeInTheDocument();

    const headers = within(table())
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual(['Remitente', 'Mensaje', 'Recibido', 'Estado', 'Acciones']);
    const ana = rowOf('Ana');
    expect(within(ana).getByRole('link', { name: 'ana@example.com' })).toHaveAttribute(
      'href',
      `mailto:ana@example.com?subject=${encodeURIComponent('Tu mensaje a Sanarte')}`,
    );
    expect(within(ana).getByText(/Primera línea/).textContent).toBe('Primera línea\nSegunda línea');
    expect(ana).toHaveTextContent(formatDateTime(RECEIVED));
    expect(ana).toHaveTextContent('Sin atender');
    const luis = rowOf('Luis');
    expect(luis).toHaveTextContent('Atendido');
    expect(luis).toHaveTextContent(`el ${formatDateTime(HANDLED)} por Ada Admin`);
    expect(
      within(luis).getByRole('button', { name: 'Marcar como sin atender el mensaje de Luis' }),
    ).toBeEnabled();
    // Below 1280 px the same messages are cards.
    expect(
      within(screen.getByRole('list', { name: 'Mensajes de contacto' })).getAllByRole('listitem'),
    ).toHaveLength(3);
  });

  it('searches as the admin pauses, filters by status, says when nothing matches, and clears', async () => {
    fakeApi({
      'GET /api/contact/messages': () => ({
        body: { success: true, data: [], total: 0, grandTotal: 5, unhandled: 2, page: 1, pageSize: 20 },
      }),
    });
    const queries = listQueries();
    const { user } = show();
    await screen.findByText('Todavía no ha llegado ningún mensaje por el formulario de contacto.');
    expect(queries).toEqual(['?page=1&pageSize=20']);
    expect(screen.queryByRole('button', { name: 'Limpiar filtros' })).not.toBeInTheDocument();

    await user.type(
      screen.getByRole('searchbox', { name: 'Buscar por nombre, correo o texto' }),
      'Íñigo sueño',
    );
    await waitFor(() =>
      expect(queries.at(-1)).toBe(
        `?page=1&pageSize=20&q=${encodeURIComponent('Íñigo sueño').replace(/%20/g, '+')}`,
      ),
    );
    await user.selectOptions(screen.getByRole('combobox', { name: 'Estado' }), 'Atendidos');
    await waitFor(() => expect(queries.at(-1)).toMatch(/&status=handled$/));
    expect(
      await screen.findByText('No se encontraron mensajes con los filtros aplicados.'),
    ).toBeInTheDocument();

    // Cleared, the list is the first one again (kept from the first call).
    await user.click(screen.getByRole('button', { name: 'Limpiar filtros' }));
    expect(
      await screen.findByText('Todavía no ha llegado ningún mensaje por el formulario de contacto.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Buscar por nombre, correo o texto' })).toHaveValue('');
    expect(screen.getByRole('combobox', { name: 'Estado' })).toHaveValue('');
  });

  it('marks a message handled, says so and shows it handled', async () => {
    let handled = false;
    const calls = fakeApi({
      'GET /api/contact/messages': () =>
        page([message('Ana', handled ? { handledAt: HANDLED, handledBy: 'Ada Admin' } : {})]),
      'PUT /api/contact/messages/id-Ana/handled': (body) => {
        handled = (body as { handled: boolean }).handled;
        return {
          body: { success: true, data: message('Ana', { handledAt: HANDLED, handledBy: 'Ada Admin' }) },
        };
      },
    });
    const { user } = show();
    await screen.findByRole('table', { name: 'Mensajes de contacto' });
    expect(screen.getByText('1 mensaje sin atender')).toBeInTheDocument();
    await user.click(
      within(rowOf('Ana')).getByRole('button', { name: 'Marcar como atendido el mensaje de Ana' }),
    );

    expect(await screen.findByText('Mensaje de Ana marcado como atendido.')).toBeInTheDocument();
    expect(calls.filter((c) => c.route.startsWith('PUT'))).toEqual([
      { route: 'PUT /api/contact/messages/id-Ana/handled', body: { handled: true } },
    ]);
    await waitFor(() =>
      expect(rowOf('Ana')).toHaveTextContent(`el ${formatDateTime(HANDLED)} por Ada Admin`),
    );
    expect(screen.getByText('Ningún mensaje sin atender')).toBeInTheDocument();
    expect(
      within(rowOf('Ana')).getByRole('button', { name: 'Marcar como sin atender el mensaje de Ana' }),
    ).toBeEnabled();
  });

  it('says why when marking fails, and leaves the message as it was', async () => {
    fakeApi({
      'GET /api/contact/messages': page([message('Ana')]),
      'PUT /api/contact/messages/id-Ana/handled': {
        status: 404,
        body: { success: false, message: es.errors.notFound },
      },
    });
    const { user } = show();
    await screen.findByRole('table', { name: 'Mensajes de contacto' });
    await user.click(
      within(rowOf('Ana')).getByRole('button', { name: 'Marcar como atendido el mensaje de Ana' }),
    );
    expect(await screen.findByText(es.errors.notFound)).toBeInTheDocument();
    expect(rowOf('Ana')).toHaveTextContent('Sin atender');
  });

  it('lets crmUser read but not mark (Solo lectura)', async () => {
    fakeApi({ 'GET /api/contact/messages': page([message('Ana')]) });
    show('crmUser');
    await screen.findByRole('table', { name: 'Mensajes de contacto' });
    const button = within(rowOf('Ana')).getByRole('button', {
      name: 'Marcar como atendido el mensaje de Ana',
    });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('title', es.admin.readOnly);
  });

  it('shows the first lines of a long message until it is opened', async () => {
    fakeApi({ 'GET /api/contact/messages': page([message('Ana', { message: LONG })]) });
    const { user } = show();
    await screen.findByRole('table', { name: 'Mensajes de contacto' });
    const more = within(rowOf('Ana')).getByRole('button', { name: 'Leer completo el mensaje de Ana' });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    expect(within(rowOf('Ana')).getByText(LONG)).toHaveClass('line-clamp-4');
    await user.click(more);
    expect(
      within(rowOf('Ana')).getByRole('button', { name: 'Ver menos del mensaje de Ana' }),
    ).toHaveAttribute('aria-expanded', 'true');
    expect(within(rowOf('Ana')).getByText(LONG)).not.toHaveClass('line-clamp-4');
  });

  it('says the messages could not be loaded, and tries again', async () => {
    let fail = true;
    fakeApi({
      'GET /api/contact/messages': () => (fail ? { status: 500, body: {} } : page([message('Ana')])),
    });
    const { user } = show();
    expect(await screen.findByRole('alert')).toHaveTextContent('No se pudieron cargar los mensajes.');
    fail = false;
    await user.click(screen.getByRole('button', { name: es.common.retry }));
    expect(await screen.findByRole('table', { name: 'Mensajes de contacto' })).toBeInTheDocument();
  });
});
