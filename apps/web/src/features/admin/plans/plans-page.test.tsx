import { type PlanDto, type Role, es } from '@sanarte/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type FakeRoutes, fakeApi, renderApp, sessionUser } from '../../../test/render';
import { PlansPage } from './plans-page';

const SALUD_ID = '5b0b8d8e-3f4a-4f43-9c55-3d4f3f3b0a11';

const plan = (patch: Partial<PlanDto>): PlanDto => ({
  _id: 'plan-full',
  name: 'Plan Full',
  slug: 'full',
  description: 'Todo el catálogo durante un año.',
  price: 99,
  currency: 'USD',
  durationDays: 365,
  features: ['Acceso a todo el catálogo', 'Nuevas terapias', 'Soporte'],
  categoryAccess: [],
  fullCategoryAccess: true,
  isActive: true,
  order: 2,
  createdAt: '2026-01-01T00:00:00.000Z',
  ...patch,
});
const TRIAL = plan({
  _id: 'plan-trial',
  name: 'Audio de prueba',
  slug: 'audio-prueba',
  price: 0,
  durationDays: 2,
  features: [],
  fullCategoryAccess: false,
  order: 1,
});
const FULL = plan({});
const MINI = plan({
  _id: 'plan-mini',
  name: 'Plan Mini',
  slug: 'mini',
  price: 9.99,
  durationDays: 30,
  fullCategoryAccess: false,
  categoryAccess: [SALUD_ID],
  order: 3,
});
const FULL_MONTHLY = plan({
  _id: 'plan-full-mensual',
  name: 'Plan Full Mensual',
  slug: 'full-mensual',
  price: 9.99,
  currency: 'EUR',
  durationDays: 30,
  order: 4,
});

const SALUD = {
  _id: SALUD_ID,
  name: 'Salud',
  slug: 'salud',
  description: '',
  coverImage: { coverImageName: '', coverImageUrl: '' },
  isActive: true,
  order: 1,
};

const apiWith = (plans: () => PlanDto[], more: FakeRoutes = {}) =>
  fakeApi({
    'GET /api/plans/list': () => ({ body: { success: true, plans: plans() } }),
    'GET /api/categories/list': { body: { success: true, data: [SALUD] } },
    ...more,
  });

/**
 * Holds every POST until the returned function is called (after fakeApi): what the screen shows
 * while the server has not answered yet.
 */
function holdPosts() {
  const answer = globalThis.fetch;
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const method = init?.method ?? (typeof input === 'object' && 'method' in input ? input.method : 'GET');
    if (method.toUpperCase() === 'POST') await held;
    return answer(input, init);
  });
  return release;
}

const show = (role: Role = 'admin') =>
  renderApp(<PlansPage />, { path: '/admin/planes', user: sessionUser({ role, name: 'Ada' }) });
const plansList = () => screen.getByRole('list', { name: 'Planes' });
const card = (name: string) => within(plansList()).getByRole('listitem', { name });
/** Money is written with no-break spaces. */
const text = (el: HTMLElement) => el.textContent?.replace(/\s+/g, ' ') ?? '';

async function openNewPlan(user: ReturnType<typeof show>['user']) {
  await screen.findByRole('list', { name: 'Planes' });
  const button = screen.getByRole('button', { name: 'Nuevo plan' });
  await user.click(button);
  const dialog = await screen.findByRole('dialog', { name: 'Nuevo plan' });
  const field = (name: RegExp) => within(dialog).getByRole('textbox', { name });
  return {
    button,
    dialog,
    name: field(/^Nombre/),
    slug: field(/^Identificador en la dirección/),
    description: field(/^Descripción/),
    price: within(dialog).getByRole('spinbutton', { name: /^Precio/ }),
    currency: within(dialog).getByRole('combobox', { name: /^Moneda/ }),
    create: within(dialog).getByRole('button', { name: 'Crear plan' }),
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('Gestión de Planes', () => {
  it("shows each price in the plan's own currency, as the landing writes it", async () => {
    apiWith(() => [TRIAL, FULL, MINI, FULL_MONTHLY]);
    const { user } = show();
    await screen.findByRole('list', { name: 'Planes' });

    expect(text(card('Plan Full Mensual'))).toContain('9,99 € / mes');
    expect(text(card('Plan Mini'))).toContain('$9.99 / mes');
    expect(text(card('Plan Full'))).toContain('$99 / año');
    // The trial lasts neither a month nor a year: its days are said.
    expect(text(card('Audio de prueba'))).toContain('Gratis · 2 días');
    // 'Popular' marks the yearly Full only, not every plan that opens the whole catalogue.
    expect(within(card('Plan Full')).getByText('Popular')).toBeInTheDocument();
    expect(within(card('Plan Full Mensual')).queryByText('Popular')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Ver Detalles del plan Plan Full Mensual' }));
    const details = await screen.findByRole('dialog', { name: 'Plan Full Mensual' });
    expect(text(details)).toContain('Precio9,99 € / mes');
    expect(text(details)).toContain('Duración30 días · Cada mes');
    expect(text(details)).toContain('AccesoTodas las categorías');
  });

  it('refuses a bad identifier and price in Spanish under their fields, then creates a monthly plan in euros', async () => {
    let plans = [TRIAL, FULL, MINI];
    const calls = apiWith(() => plans, {
      'POST /api/plans': (body) => {
        const made = plan({ ...(body as Partial<PlanDto>), _id: 'plan-new' });
        plans = [...plans, made];
        return { body: { success: true, message: 'Plan Plan Más Mensual creado.', data: made } };
      },
    });
    const { user } = show();
    const form = await openNewPlan(user);

    // The identifier follows the name (lower case, no accents, hyphens) until it is written by hand.
    await user.type(form.name, 'Plan Más Mensual');
    expect(form.slug).toHaveValue('plan-mas-mensual');
    expect(form.slug).toHaveAccessibleDescription(es.admin.planSlugHint);
    await user.clear(form.slug);
    await user.type(form.slug, 'Más Mensual');
    await user.type(form.name, '!');
    expect(form.slug).toHaveValue('Más Mensual');

    // Euros and every month unless chosen otherwise.
    expect(form.currency).toHaveValue('EUR');
    expect(within(form.dialog).getByRole('radio', { name: 'Cada mes' })).toBeChecked();
    expect(within(form.dialog).getByRole('radio', { name: 'Cada año' })).not.toBeChecked();
    await user.type(form.price, '0.2');
    await user.click(form.create);

    await waitFor(() =>
      expect(form.slug).toHaveAccessibleDescription(`${es.admin.planSlugHint} ${es.admin.planSlugInvalid}`),
    );
    expect(form.slug).toHaveAttribute('aria-invalid', 'true');
    expect(form.slug).toHaveFocus();
    expect(form.price).toHaveAttribute('aria-invalid', 'true');
    expect(form.price).toHaveAccessibleDescription(es.admin.planPriceInvalid);
    expect(within(form.dialog).getByText(es.admin.planPriceInvalid)).toBeInTheDocument();
    expect(calls.some((c) => c.route.startsWith('POST'))).toBe(false);

    await user.clear(form.name);
    await user.type(form.name, 'Plan Más Mensual');
    await user.clear(form.slug);
    await user.type(form.slug, 'mas-mensual');
    await waitFor(() => expect(form.slug).toHaveAttribute('aria-invalid', 'false'));
    await user.clear(form.price);
    await user.type(form.price, '9.99');
    await user.type(form.description, 'Todo el catálogo, mes a mes.');
    await user.click(within(form.dialog).getByRole('checkbox', { name: es.admin.plansFullAccess }));
    expect(
      within(form.dialog).queryByRole('group', { name: 'Categorías incluidas' }),
    ).not.toBeInTheDocument();
    await user.click(within(form.dialog).getByRole('button', { name: 'Agregar característica' }));
    await user.type(
      within(form.dialog).getByRole('textbox', { name: 'Característica 1' }),
      'Todo el catálogo',
    );

    const release = holdPosts();
    await user.click(form.create);
    expect(await within(form.dialog).findByRole('button', { name: es.admin.plansCreating })).toBeDisabled();
    release();

    expect(await screen.findByText('Plan Plan Más Mensual creado.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.filter((c) => c.route === 'POST /api/plans').map((c) => c.body)).toEqual([
      {
        name: 'Plan Más Mensual',
        slug: 'mas-mensual',
        description: 'Todo el catálogo, mes a mes.',
        price: 9.99,
        currency: 'EUR',
        durationDays: 30,
        features: ['Todo el catálogo'],
        categoryAccess: [],
        fullCategoryAccess: true,
        isActive: true,
        order: 4,
      },
    ]);
    // The list is asked again and shows the new plan, in euros.
    await waitFor(() => expect(text(card('Plan Más Mensual'))).toContain('9,99 € / mes'));
    expect(form.button).toHaveFocus();
  });

  it('says a taken identifier under its field, keeping what was typed', async () => {
    const calls = apiWith(() => [TRIAL, FULL, MINI], {
      'POST /api/plans': { status: 409, body: { success: false, message: es.admin.planSlugTaken } },
    });
    const { user } = show();
    const form = await openNewPlan(user);
    await user.type(form.name, 'Plan Full');
    await user.type(form.price, '120');
    await user.selectOptions(form.currency, 'USD');
    await user.click(within(form.dialog).getByRole('radio', { name: 'Cada año' }));
    await user.click(
      within(within(form.dialog).getByRole('group', { name: 'Categorías incluidas' })).getByRole('checkbox', {
        name: /Salud/,
      }),
    );
    await user.click(form.create);

    await waitFor(() =>
      expect(form.slug).toHaveAccessibleDescription(`${es.admin.planSlugHint} ${es.admin.planSlugTaken}`),
    );
    expect(form.slug).toHaveAttribute('aria-invalid', 'true');
    expect(form.slug).toHaveFocus();
    expect(form.slug).toHaveValue('plan-full');
    expect(form.name).toHaveValue('Plan Full');
    expect(screen.getByRole('dialog', { name: 'Nuevo plan' })).toBeInTheDocument();
    expect(form.create).toBeEnabled();
    expect(calls.filter((c) => c.route === 'POST /api/plans').map((c) => c.body)).toEqual([
      {
        name: 'Plan Full',
        slug: 'plan-full',
        description: '',
        price: 120,
        currency: 'USD',
        durationDays: 365,
        features: [],
        categoryAccess: [SALUD_ID],
        fullCategoryAccess: false,
        isActive: true,
        order: 4,
      },
    ]);
  });

  it('edits the currency with a choice of euros or dollars, and says the renewal in words', async () => {
    const calls = apiWith(() => [TRIAL, FULL, MINI], {
      'PUT /api/plans/update/plan-mini': (body) => ({
        body: { success: true, message: es.admin.planUpdated, data: plan({ ...MINI, ...(body as object) }) },
      }),
    });
    const { user } = show();
    await screen.findByRole('list', { name: 'Planes' });
    await user.click(screen.getByRole('button', { name: 'Editar plan Plan Mini' }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar plan: Plan Mini' });
    const currency = within(dialog).getByRole('combobox', { name: /^Moneda/ });
    expect(currency).toHaveValue('USD');
    expect(
      within(currency)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['EUR', 'USD']);
    const days = within(dialog).getByRole('spinbutton', { name: /^Duración \(días\)/ });
    expect(days).toHaveAccessibleDescription(es.admin.planRenewsMonthly);
    await user.clear(days);
    await user.type(days, '365');
    expect(days).toHaveAccessibleDescription(es.admin.planRenewsYearly);
    await user.selectOptions(currency, 'EUR');
    await user.click(within(dialog).getByRole('button', { name: es.admin.plansSave }));

    expect(await screen.findByText(es.admin.planUpdated)).toBeInTheDocument();
    expect(calls.filter((c) => c.route.startsWith('PUT')).map((c) => c.body)).toEqual([
      {
        name: 'Plan Mini',
        description: MINI.description,
        price: '9.99',
        currency: 'EUR',
        durationDays: 365,
        features: MINI.features,
        categoryAccess: [SALUD_ID],
        fullCategoryAccess: false,
        isActive: true,
        order: 3,
      },
    ]);
  });

  it('lets crmUser read the plans, but neither create nor edit them', async () => {
    apiWith(() => [TRIAL, FULL, MINI, FULL_MONTHLY]);
    show('crmUser');
    await screen.findByRole('list', { name: 'Planes' });
    expect(screen.getByText(es.admin.readOnly)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Nuevo plan' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Editar plan Plan Mini' })).toBeDisabled();
    expect(text(card('Plan Full Mensual'))).toContain('9,99 € / mes');
  });
});
