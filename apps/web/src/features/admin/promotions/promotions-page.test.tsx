import { type PlanDto, type PromotionCode, type Role, es } from '@sanarte/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type FakeRoutes, fakeApi, renderApp, sessionUser } from '../../../test/render';
import { PromotionsPage } from './promotions-page';

const FULL_ID = 'a3bb189e-8bf9-4888-9912-ace4e6543002';
const MINI_ID = 'c56a4180-65aa-42ec-a945-5fd21dec0538';

const plan = (patch: Partial<PlanDto>): PlanDto => ({
  _id: FULL_ID,
  name: 'Plan Full',
  slug: 'full',
  description: '',
  price: 99,
  currency: 'USD',
  durationDays: 365,
  features: [],
  categoryAccess: [],
  fullCategoryAccess: true,
  isActive: true,
  order: 1,
  createdAt: '2026-01-01T00:00:00.000Z',
  ...patch,
});
const PLANS = [
  plan({}),
  plan({ _id: MINI_ID, name: 'Plan Mini', slug: 'mini', price: 19, order: 2 }),
  plan({ _id: 'trial', name: 'Audio de prueba', slug: 'audio-prueba', price: 0, order: 0 }),
];

const code = (patch: Partial<PromotionCode>): PromotionCode => ({
  _id: 'code-1',
  code: 'REYES-2027',
  percentOff: 50,
  amountOff: null,
  currency: null,
  duration: 'once',
  durationMonths: null,
  // The end of 6 January 2027 in Spain: its last day is the 6th.
  expiresAt: '2027-01-06T23:00:00.000Z',
  maxRedemptions: 100,
  planIds: [],
  isActive: true,
  status: 'active',
  redemptions: 3,
  revenue: [
    { currency: 'EUR', amount: 20 },
    { currency: 'USD', amount: 148.5 },
  ],
  createdAt: '2026-12-01T10:00:00.000Z',
  ...patch,
});
const REYES = code({});
const VERANO = code({
  _id: 'code-2',
  code: 'VERANO',
  percentOff: null,
  amountOff: 5,
  currency: 'EUR',
  duration: 'repeating',
  durationMonths: 3,
  expiresAt: null,
  maxRedemptions: null,
  planIds: [MINI_ID],
  isActive: false,
  status: 'inactive',
  redemptions: 0,
  revenue: [],
});

const listed = (codes: PromotionCode[]) => ({ body: { success: true, data: codes } });
const apiWith = (codes: () => PromotionCode[], more: FakeRoutes = {}) =>
  fakeApi({
    'GET /api/promotion-codes': () => listed(codes()),
    'GET /api/plans/list': { body: { success: true, plans: PLANS } },
    ...more,
  });

const show = (role: Role = 'admin') =>
  renderApp(<PromotionsPage />, { path: '/admin/codigos', user: sessionUser({ role, name: 'Ada' }) });
const table = () => screen.getByRole('table', { name: 'Códigos promocionales' });
const rowOf = (name: string) =>
  within(table())
    .getAllByRole('row')
    .find((r) => within(r).queryByRole('rowheader', { name }) !== null) as HTMLElement;
/** A row's cells as read (money is written with no-break spaces). */
const cellsOf = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((c) => c.textContent?.replace(/\s+/g, ' '));

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('Códigos promocionales', () => {
  it('lists each code with its discount, plans, uses, revenue, last day and status', async () => {
    apiWith(() => [REYES, VERANO]);
    show();
    await screen.findByRole('table', { name: 'Códigos promocionales' });
    expect(screen.getByRole('heading', { level: 1, name: 'Códigos promocionales' })).toBeInTheDocument();
    expect(screen.getByText(es.promotions.intro)).toBeInTheDocument();
    expect(
      within(table())
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual([
      'Código',
      'Descuento',
      'Planes',
      'Usos',
      'Ingresos generados',
      'Caduca',
      'Estado',
      'Acciones',
    ]);

    expect(cellsOf(rowOf('REYES-2027')).slice(0, 6)).toEqual([
      '50 % de descuento en el primer pago',
      'Todos los planes',
      '3 de 100',
      '20,00 €148,50 US$',
      '6 ene 2027',
      'Activo',
    ]);
    // The plans' names as they arrive.
    await waitFor(() => expect(cellsOf(rowOf('VERANO'))[1]).toBe('Plan Mini'));
    expect(cellsOf(rowOf('VERANO')).slice(0, 6)).toEqual([
      '5,00 € de descuento durante 3 meses',
      'Plan Mini',
      '0 (sin límite)',
      '—',
      'Sin fecha',
      'Desactivado',
    ]);
    expect(
      within(rowOf('REYES-2027')).getByRole('button', { name: 'Desactivar el código REYES-2027' }),
    ).toBeEnabled();
    expect(within(rowOf('VERANO')).getByRole('button', { name: 'Activar el código VERANO' })).toBeEnabled();
    // Below 1280 px the same codes are cards.
    const cards = within(screen.getByRole('list', { name: 'Códigos promocionales' })).getAllByRole(
      'listitem',
    );
    expect(cards).toHaveLength(2);
    expect(cards[0]).toHaveTextContent('REYES-2027');
    expect(cards[0]).toHaveTextContent('3 de 100');
  });

  it('shows who used a code, what they paid and what it took off; focus returns on closing', async () => {
    apiWith(() => [REYES, VERANO], {
      'GET /api/promotion-codes/code-1/redemptions': {
        body: {
          success: true,
          data: [
            {
              paymentId: 'pay-1',
              createdAt: '2026-12-20T10:15:00.000Z',
              status: 'completed',
              customer: { name: 'Lucía Gómez', email: 'lucia@example.com', deleted: false },
              plan: 'Plan Full',
              amount: 49.5,
              discount: 49.5,
              currency: 'USD',
            },
            {
              paymentId: 'pay-2',
              createdAt: '2026-12-21T10:15:00.000Z',
              status: 'refunded',
              customer: { name: '', email: '', deleted: true },
              plan: null,
              amount: 10,
              discount: 10,
              currency: 'EUR',
            },
          ],
        },
      },
      'GET /api/promotion-codes/code-2/redemptions': { body: { success: true, data: [] } },
    });
    const { user } = show();
    await screen.findByRole('table', { name: 'Códigos promocionales' });
    const open = within(rowOf('REYES-2027')).getByRole('button', { name: 'Ver usos del código REYES-2027' });
    await user.click(open);
    const dialog = await screen.findByRole('dialog', { name: 'Usos del código REYES-2027' });
    const uses = await within(dialog).findByRole('table', { name: 'Usos' });
    expect(
      within(uses)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Fecha', 'Cliente', 'Plan', 'Pagado', 'Descuento']);
    const [lucia, gone] = within(uses).getAllByRole('row').slice(1);
    expect(lucia).toHaveTextContent('20 dic 2026, 11:15');
    expect(lucia).toHaveTextContent('Lucía Gómezlucia@example.com');
    expect(lucia).toHaveTextContent('Plan Full49,50 US$49,50 US$');
    expect(gone).toHaveTextContent('Cuenta eliminada');
    expect(gone).toHaveTextContent('10,00 €Reembolsado');

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(open).toHaveFocus();

    await user.click(within(rowOf('VERANO')).getByRole('button', { name: 'Ver usos del código VERANO' }));
    const none = await screen.findByRole('dialog', { name: 'Usos del código VERANO' });
    expect(await within(none).findByText(es.promotions.redemptionsNone)).toBeInTheDocument();
  });

  it('refuses a bad percentage in Spanish under its field, then creates a valid code with the right body', async () => {
    let codes = [REYES];
    const calls = apiWith(() => codes, {
      'POST /api/promotion-codes': () => {
        const made = code({ _id: 'code-3', code: 'VERANO-25', redemptions: 0, revenue: [] });
        codes = [made, ...codes];
        return { body: { success: true, message: 'Código VERANO-25 creado.', data: made } };
      },
    });
    const { user } = show();
    await screen.findByRole('table', { name: 'Códigos promocionales' });
    const newCode = screen.getByRole('button', { name: 'Nuevo código' });
    await user.click(newCode);
    const dialog = await screen.findByRole('dialog', { name: 'Nuevo código' });

    const codeInput = within(dialog).getByRole('textbox', { name: /^Código/ });
    expect(codeInput).toHaveAccessibleDescription(es.promotions.fieldCodeHint);
    await user.type(codeInput, 'verano-25');
    expect(codeInput).toHaveValue('VERANO-25');
    const percent = within(dialog).getByRole('textbox', { name: /Porcentaje de descuento/ });
    await user.type(percent, '150');
    await user.click(within(dialog).getByRole('button', { name: 'Crear código' }));

    expect(within(dialog).getByText(es.promotions.percentInvalid)).toBeInTheDocument();
    expect(percent).toHaveAttribute('aria-invalid', 'true');
    expect(percent).toHaveAccessibleDescription(es.promotions.percentInvalid);
    expect(percent).toHaveFocus();
    expect(calls.some((c) => c.route.startsWith('POST'))).toBe(false);

    // Several months, with a number of months the schema refuses, then fixed.
    await user.click(within(dialog).getByRole('radio', { name: 'Varios meses' }));
    await user.clear(percent);
    await user.type(percent, '25');
    const months = within(dialog).getByRole('textbox', { name: /Número de meses/ });
    await user.type(months, '40');
    await user.click(within(dialog).getByRole('button', { name: 'Crear código' }));
    expect(months).toHaveAccessibleDescription(es.promotions.monthsInvalid);
    expect(within(dialog).queryByText(es.promotions.percentInvalid)).not.toBeInTheDocument();
    await user.clear(months);
    await user.type(months, '3');

    fireEvent.change(within(dialog).getByLabelText('Caduca el (opcional)'), {
      target: { value: '2099-08-31' },
    });
    await user.type(within(dialog).getByRole('textbox', { name: 'Máximo de usos (opcional)' }), '100');
    const plans = within(dialog).getByRole('group', { name: 'Planes en los que vale' });
    expect(plans).toHaveAccessibleDescription(es.promotions.fieldPlansHint);
    // The free trial takes no discount: it is not offered.
    expect(
      within(plans)
        .getAllByRole('checkbox')
        .map((c) => c.closest('label')?.textContent),
    ).toEqual(['Plan Full', 'Plan Mini']);
    await user.click(within(plans).getByRole('checkbox', { name: 'Plan Mini' }));
    await user.click(within(dialog).getByRole('button', { name: 'Crear código' }));

    expect(await screen.findByText('Código VERANO-25 creado.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.filter((c) => c.route === 'POST /api/promotion-codes').map((c) => c.body)).toEqual([
      {
        code: 'VERANO-25',
        kind: 'percent',
        percentOff: 25,
        duration: 'repeating',
        durationMonths: 3,
        expiresOn: '2099-08-31',
        maxRedemptions: 100,
        planIds: [MINI_ID],
      },
    ]);
    expect(await screen.findByRole('rowheader', { name: 'VERANO-25' })).toBeInTheDocument();
    expect(newCode).toHaveFocus();
  });

  it('an amount off in euros by default; a taken code is said under Código, and what was typed stays', async () => {
    const calls = apiWith(() => [REYES], {
      'POST /api/promotion-codes': {
        status: 409,
        body: { success: false, message: es.promotions.codeTaken },
      },
    });
    const { user } = show();
    await screen.findByRole('table', { name: 'Códigos promocionales' });
    await user.click(screen.getByRole('button', { name: 'Nuevo código' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nuevo código' });
    const codeInput = within(dialog).getByRole('textbox', { name: /^Código/ });
    await user.type(codeInput, 'REYES-2027');
    await user.click(within(dialog).getByRole('radio', { name: 'Importe fijo' }));
    expect(within(dialog).queryByRole('textbox', { name: /Porcentaje/ })).not.toBeInTheDocument();
    expect(within(dialog).getByRole('combobox', { name: /Moneda/ })).toHaveValue('EUR');
    await user.type(within(dialog).getByRole('textbox', { name: /Importe de descuento/ }), '5,5');
    await user.click(within(dialog).getByRole('button', { name: 'Crear código' }));

    await waitFor(() =>
      expect(codeInput).toHaveAccessibleDescription(
        `${es.promotions.fieldCodeHint} ${es.promotions.codeTaken}`,
      ),
    );
    expect(codeInput).toHaveAttribute('aria-invalid', 'true');
    expect(codeInput).toHaveValue('REYES-2027');
    expect(within(dialog).getByRole('textbox', { name: /Importe de descuento/ })).toHaveValue('5,5');
    expect(within(dialog).getByRole('button', { name: 'Crear código' })).toBeEnabled();
    expect(calls.filter((c) => c.route === 'POST /api/promotion-codes').map((c) => c.body)).toEqual([
      { code: 'REYES-2027', kind: 'amount', amountOff: 5.5, currency: 'EUR', duration: 'once', planIds: [] },
    ]);
  });

  it('switches a code off, and says so', async () => {
    let active = true;
    const calls = apiWith(() => [code({ isActive: active, status: active ? 'active' : 'inactive' })], {
      'PUT /api/promotion-codes/code-1': (body) => {
        active = (body as { isActive: boolean }).isActive;
        return { body: { success: true, data: code({ isActive: active, status: 'inactive' }) } };
      },
    });
    const { user } = show();
    await screen.findByRole('table', { name: 'Códigos promocionales' });
    await user.click(
      within(rowOf('REYES-2027')).getByRole('button', { name: 'Desactivar el código REYES-2027' }),
    );
    expect(await screen.findByText('Código REYES-2027 desactivado.')).toBeInTheDocument();
    expect(calls.filter((c) => c.route.startsWith('PUT'))).toEqual([
      { route: 'PUT /api/promotion-codes/code-1', body: { isActive: false } },
    ]);
    await waitFor(() => expect(rowOf('REYES-2027')).toHaveTextContent('Desactivado'));
    expect(
      within(rowOf('REYES-2027')).getByRole('button', { name: 'Activar el código REYES-2027' }),
    ).toBeEnabled();
  });

  it('lets crmUser read the codes and their uses, but neither create nor switch them', async () => {
    apiWith(() => [REYES, VERANO]);
    show('crmUser');
    await screen.findByRole('table', { name: 'Códigos promocionales' });
    expect(screen.getByText(es.admin.readOnly)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Nuevo código' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Desactivar/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Activar/ })).not.toBeInTheDocument();
    expect(
      within(rowOf('REYES-2027')).getByRole('button', { name: 'Ver usos del código REYES-2027' }),
    ).toBeEnabled();
  });

  it('says when there are no codes yet', async () => {
    apiWith(() => []);
    show();
    expect(await screen.findByText(es.promotions.none)).toBeInTheDocument();
  });

  it('says the codes could not be loaded, and tries again', async () => {
    let fail = true;
    fakeApi({
      'GET /api/promotion-codes': () => (fail ? { status: 500, body: {} } : listed([REYES])),
      'GET /api/plans/list': { body: { success: true, plans: PLANS } },
    });
    const { user } = show();
    expect(await screen.findByRole('alert')).toHaveTextContent(es.promotions.loadFailed);
    fail = false;
    await user.click(screen.getByRole('button', { name: es.common.retry }));
    expect(await screen.findByRole('table', { name: 'Códigos promocionales' })).toBeInTheDocument();
  });
});
