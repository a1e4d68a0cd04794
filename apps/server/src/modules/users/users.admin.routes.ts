import { Readable } from 'node:stream';
import {
  ROLE_LABELS,
  type Role,
  adminCreateUserSchema,
  adminUpdateUserSchema,
  es,
  idParam,
  usersFilterQuery,
  usersListQuery,
} from '@sanarte/shared';
import { eq, inArray } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app.js';
import { categories, plans, themes } from '../../db/schema/index.js';
import { AppError } from '../../lib/errors.js';
import { guards } from '../auth/auth.plugin.js';
import { emailTokensRepository } from '../auth/email-tokens.repository.js';
import type { SessionsRepository } from '../auth/sessions.repository.js';
import { type AdminUserRow, usersAdminRepository } from './users.admin.repository.js';
import { usersAdminService } from './users.admin.service.js';
import { CSV_BOM, csvDateTime, csvLine } from './users.csv.js';
import type { UsersRepository } from './users.repository.js';

const iso = (d: string | Date) => new Date(d).toISOString();

export function presentAdminUser(r: AdminUserRow) {
  return {
    _id: r.id,
    name: r.name,
    lastName: r.last_name,
    email: r.email,
    role: r.role,
    isActive: r.is_active,
    isVerified: r.is_verified,
    tempUser: r.temp_user,
    planSlug: r.plan_slug,
    avatarUrl: r.avatar_url,
    createdAt: iso(r.created_at),
    updatedAt: iso(r.updated_at),
    testCount: r.test_count,
    activeSubscription: r.active_plan_slug
      ? { plan: { slug: r.active_plan_slug, name: r.active_plan_name } }
      : null,
  };
}

const statusLabel = (r: AdminUserRow) =>
  !r.is_active ? es.admin.statusInactive : r.is_verified ? es.admin.statusActive : es.admin.statusUnverified;

const CLIENT_COLUMNS: [string, (r: AdminUserRow) => unknown][] = [
  ['Nombre', (r) => r.name],
  ['Apellido', (r) => r.last_name],
  ['Correo electrónico', (r) => r.email],
  ['Tipo', (r) => ROLE_LABELS[r.role as Role] ?? r.role],
  ['Estado', statusLabel],
  ['Verificado', (r) => (r.is_verified ? 'Sí' : 'No')],
  ['Tests realizados', (r) => r.test_count],
  ['Suscripción activa', (r) => r.active_plan_name ?? 'No'],
  ['Fecha de creación', (r) => csvDateTime(r.created_at)],
  ['Fecha de actualización', (r) => csvDateTime(r.updated_at)],
];
const STAFF_COLUMNS: [string, (r: AdminUserRow) => unknown][] = [
  ['Nombre', (r) => r.name],
  ['Apellido', (r) => r.last_name],
  ['Correo electrónico', (r) => r.email],
  ['Rol', (r) => ROLE_LABELS[r.role as Role] ?? r.role],
  ['Plan', (r) => r.plan_slug ?? ''],
  ['Estado', statusLabel],
  ['Verificado', (r) => (r.is_verified ? 'Sí' : 'No')],
  ['Fecha de creación', (r) => csvDateTime(r.created_at)],
  ['Fecha de actualización', (r) => csvDateTime(r.updated_at)],
];

/** Clientes and Usuarios CRM: lists, CSV, create, edit, activate and deactivate. */
export function usersAdminRoutes(
  deps: AppDeps & { usersRepo: UsersRepository; sessions: SessionsRepository },
): FastifyPluginAsyncZod {
  const repo = usersAdminRepository(deps.database.db);
  const db = deps.database.db;
  const accounts = usersAdminService({
    users: deps.usersRepo,
    emailTokens: emailTokensRepository(db),
    mail: deps.mail,
    clock: deps.clock,
    publicUrl: deps.config.publicUrl,
  });

  async function checkPlan(role: string | undefined, planSlug: string | undefined) {
    if (role !== 'creator' || !planSlug) return;
    const [p] = await db.select({ id: plans.id }).from(plans).where(eq(plans.slug, planSlug)).limit(1);
    if (!p) throw new AppError(400, es.checkout.planNotFound);
  }

  /** The record as GET /api/users/list shows it. */
  async function userRecord(id: string) {
    const row = await repo.findOne(id, deps.clock.now());
    if (!row) throw new AppError(404, es.errors.notFound);
    return presentAdminUser(row);
  }

  return async (app) => {
    app.get(
      '/api/users/list',
      { config: { access: 'staff' }, schema: { querystring: usersListQuery } },
      async (req) => {
        await guards.staff(req);
        const { page, pageSize, ...filter } = req.query;
        const result = await repo.page(filter, page, pageSize, deps.clock.now());
        return {
          success: true,
          data: result.rows.map(presentAdminUser),
          total: result.total,
          grandTotal: result.grandTotal,
          page,
          pageSize,
        };
      },
    );

    app.get(
      '/api/users/export.csv',
      { config: { access: 'staff' }, schema: { querystring: usersFilterQuery } },
      async (req, reply) => {
        await guards.staff(req);
        const clients = req.query.kind !== 'staff';
        const columns = clients ? CLIENT_COLUMNS : STAFF_COLUMNS;
        const batches = repo.batches(req.query, deps.clock.now());
        async function* lines() {
          yield `${CSV_BOM}${csvLine(columns.map(([h]) => h))}`;
          for await (const batch of batches) {
            yield batch.map((r) => csvLine(columns.map(([, f]) => f(r)))).join('');
          }
        }
        reply
          .header('content-type', 'text/csv; charset=utf-8')
          .header(
            'content-disposition',
            `attachment; filename="${clients ? 'clientes.csv' : 'usuarios.csv'}"`,
          )
          .header('cache-control', 'no-store');
        return reply.send(Readable.from(lines()));
      },
    );

    app.get(
      '/api/users/:id/test-history',
      { config: { access: 'staff' }, schema: { params: idParam } },
      async (req) => {
        await guards.staff(req);
        const rows = await repo.testHistory(req.params.id);
        const slugs = [...new Set(rows.flatMap((r) => r.theme_slugs))];
        const cats = [...new Set(rows.map((r) => r.category_slug))];
        const themeRows = slugs.length
          ? await db
              .select({
                id: themes.id,
                name: themes.name,
                slug: themes.slug,
                description: themes.description,
                coverImageUrl: themes.coverImageUrl,
                coverImageName: themes.coverImageName,
              })
              .from(themes)
              .where(inArray(themes.slug, slugs))
          : [];
        const catRows = cats.length
          ? await db
              .select({
                name: categories.name,
                slug: categories.slug,
                description: categories.description,
                coverImageUrl: categories.coverImageUrl,
                coverImageName: categories.coverImageName,
              })
              .from(categories)
              .where(inArray(categories.slug, cats))
          : [];
        return {
          success: true,
          data: rows.map((r) => {
            const c = catRows.find((x) => x.slug === r.category_slug);
            return {
              _id: r.id,
              createdAt: iso(r.created_at),
              testResults: {
                category: {
                  name: c?.name ?? r.category_slug,
                  description: c?.description ?? '',
                  coverImage: {
                    coverImageName: c?.coverImageName ?? '',
                    coverImageUrl: c?.coverImageUrl ?? '',
                  },
                },
                themes: r.theme_slugs.map((slug) => {
                  const t = themeRows.find((x) => x.slug === slug);
                  return {
                    _id: t?.id ?? slug,
                    name: t?.name ?? slug,
                    description: t?.description ?? '',
                    coverImage: {
                      coverImageName: t?.coverImageName ?? '',
                      coverImageUrl: t?.coverImageUrl ?? '',
                    },
                  };
                }),
              },
            };
          }),
        };
      },
    );

    app.post(
      '/api/users/create',
      {
        schema: { body: adminCreateUserSchema },
        config: { access: 'admin', rateLimit: deps.rateLimits.writes },
      },
      async (req, reply) => {
        await guards.admin(req);
        await checkPlan(req.body.role, req.body.planSlug);
        const { user, invited } = await accounts.create(req.body);
        reply.status(201);
        return {
          success: true,
          message: invited ? es.admin.staffInviteSent.replace('{email}', user.email) : es.signup.created,
          data: await userRecord(user.id),
        };
      },
    );

    app.put(
      '/api/users/update/:id',
      {
        schema: { params: idParam, body: adminUpdateUserSchema },
        config: { access: 'admin', rateLimit: deps.rateLimits.writes },
      },
      async (req) => {
        const a = await guards.admin(req);
        const target = await deps.usersRepo.findById(req.params.id);
        if (!target) throw new AppError(404, es.errors.notFound);
        const b = req.body;
        if (a.user.id === target.id && (b.isActive === false || (b.role && b.role !== 'admin'))) {
          throw new AppError(400, 'No puedes desactivar ni cambiar el rol de tu propia cuenta.');
        }
        await checkPlan(b.role ?? target.role, b.planSlug);
        if (b.email && b.email.toLowerCase() !== target.email) {
          const taken = await deps.usersRepo.findByEmail(b.email);
          if (taken) throw new AppError(409, es.signup.emailTaken);
        }
        const role = b.role ?? target.role;
        const updated = await deps.usersRepo.update(target.id, {
          ...(b.name !== undefined ? { name: b.name } : {}),
          ...(b.lastName !== undefined ? { lastName: b.lastName } : {}),
          ...(b.email !== undefined ? { email: b.email.toLowerCase() } : {}),
          ...(b.role !== undefined ? { role: b.role } : {}),
          ...(role === 'creator' ? (b.planSlug ? { planSlug: b.planSlug } : {}) : { planSlug: null }),
          ...(b.isActive !== undefined ? { isActive: b.isActive } : {}),
        });
        // A deactivated account is signed out everywhere at once.
        if (b.isActive === false) await deps.sessions.revokeUser(target.id, deps.clock.now());
        return {
          success: true,
          message: 'OK',
          data: updated ? await userRecord(updated.id) : null,
        };
      },
    );
  };
}
