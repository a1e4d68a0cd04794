import type { AdminTestHistoryEntry, AdminUser, PageQuery, Role, SessionUser } from '@sanarte/shared';
import { pageAnswer } from '../../lib/page-answer.js';
import type { UserSubscriptionRow as Sub } from '../subscriptions/subscriptions.service.js';
import type { AdminUserRow } from './users.admin.repository.js';
import type { UserRow } from './users.repository.js';

/**
 * When a subscription renews next: at its period's end while it is a renewing one, active (a
 * pending one is retrying a failed payment) and not cancelled; otherwise never.
 */
function renewsAt(s: {
  renewing: boolean;
  status: string;
  cancelAtPeriodEnd: boolean;
  periodEnd: Date | string | null;
}) {
  const renews = s.renewing && s.status === 'active' && !s.cancelAtPeriodEnd;
  return renews && s.periodEnd ? new Date(s.periodEnd).toISOString() : null;
}

export function presentSubscription(s: Sub, now: Date) {
  const lapsed = (s.status === 'active' || s.status === 'pending') && s.endsAt <= now;
  const status = lapsed ? 'expired' : s.status;
  const renewing = s.providerSubscriptionId !== null;
  return {
    _id: s.id,
    status,
    startDate: s.startsAt.toISOString(),
    endDate: s.endsAt.toISOString(),
    createdAt: s.createdAt.toISOString(),
    themeIds: s.themeIds,
    plan: { _id: s.planId, ...s.planSnapshot },
    renewing,
    renewsAt: renewsAt({
      renewing,
      status,
      cancelAtPeriodEnd: s.cancelAtPeriodEnd,
      periodEnd: s.currentPeriodEnd,
    }),
    cancelAtPeriodEnd: s.cancelAtPeriodEnd,
    paymentActionUrl: status === 'active' || status === 'pending' ? s.paymentActionUrl : null,
    refunded: s.refundedAt !== null,
    complimentary: s.source === 'comp' ? { until: s.compUntilRevoked ? null : s.endsAt.toISOString() } : null,
  };
}

export interface ProfileExtras {
  testResult: {
    categoriaPrincipal: string;
    topTemas: string[];
    category: { _id: string; name: string; slug: string } | null;
    themes: { _id: string; name: string; slug: string }[];
    createdAt: string;
  } | null;
  temporaryAudioSelected: {
    audio: {
      _id: string;
      title: string;
      description: string;
      duration: number;
      coverImage: { coverImageName: string; coverImageUrl: string; coverImageSrcset?: string };
    };
    selectedAt: string;
    expiresAt: string;
    expired: boolean;
  } | null;
  subscriptions: ReturnType<typeof presentSubscription>[];
}

/** The user as the API presents it. Never includes the password hash or provider ids. */
export function presentUser(u: UserRow, extras: ProfileExtras): SessionUser {
  // A subscription whose renewal failed still opens the library until its grace ends.
  const active = extras.subscriptions.find((s) => s.status === 'active' || s.status === 'pending') ?? null;
  return {
    _id: u.id,
    name: u.name,
    lastName: u.lastName,
    email: u.email,
    phone: u.phone,
    role: u.role as Role,
    isActive: u.isActive,
    isVerified: u.isVerified,
    tempUser: u.tempUser,
    isTemporary: u.tempUser,
    tookTest: u.tookTest,
    avatarUrl: u.avatarUrl,
    ...(u.avatarSrcset ? { avatarSrcset: u.avatarSrcset } : {}),
    photo: u.avatarUrl,
    profileImage: u.avatarUrl,
    planSlug: u.planSlug,
    googleAccount: u.googleSubject !== null,
    hasPassword: u.hasPassword,
    testResult: extras.testResult,
    temporaryAudioSelected: extras.temporaryAudioSelected,
    subscriptions: extras.subscriptions,
    activeSubscription: active,
    createdAt: u.createdAt.toISOString(),
    updatedAt: u.updatedAt.toISOString(),
  };
}
export type UserDto = ReturnType<typeof presentUser>;

const iso = (d: string | Date) => new Date(d).toISOString();

/** A user as the back-office lists present it. */
export function presentAdminUser(r: AdminUserRow): AdminUser {
  // A deleted account keeps no name or e-mail (its stored e-mail is only a unique placeholder).
  const deleted = r.deleted_at !== null;
  return {
    _id: r.id,
    name: deleted ? '' : r.name,
    lastName: deleted ? '' : r.last_name,
    email: deleted ? '' : r.email,
    role: r.role as Role,
    isActive: r.is_active,
    isVerified: r.is_verified,
    tempUser: r.temp_user,
    planSlug: r.plan_slug,
    avatarUrl: r.avatar_url,
    ...(r.avatar_srcset && !deleted ? { avatarSrcset: r.avatar_srcset } : {}),
    createdAt: iso(r.created_at),
    updatedAt: iso(r.updated_at),
    testCount: r.test_count,
    deletedAt: deleted ? iso(r.deleted_at as string | Date) : null,
    deletedBy: r.deleted_by_name ?? null,
    activeSubscription: presentAccess(r),
  };
}

/** The subscription that gives access now, as the back-office lists show it. */
function presentAccess(r: AdminUserRow): AdminUser['activeSubscription'] {
  if (!r.active_plan_slug || !r.active_status || !r.active_ends_at) return null;
  const cancelAtPeriodEnd = r.active_cancel_at_period_end === true;
  return {
    plan: { slug: r.active_plan_slug, name: r.active_plan_name },
    status: r.active_status,
    renewsAt: renewsAt({
      renewing: r.active_renewing === true,
      status: r.active_status,
      cancelAtPeriodEnd,
      periodEnd: r.active_period_end,
    }),
    endsAt: iso(r.active_ends_at),
    cancelAtPeriodEnd,
    complimentary:
      r.active_source === 'comp'
        ? {
            until: r.active_comp_until_revoked ? null : iso(r.active_ends_at),
            note: r.active_comp_note ?? '',
          }
        : null,
  };
}

/** GET /api/users/list: one page of users and the totals. */
export function presentUsersPage(
  result: { rows: AdminUserRow[]; total: number; grandTotal: number; totalCapped: boolean },
  query: PageQuery,
) {
  return pageAnswer(result.rows.map(presentAdminUser), result, { totalCapped: result.totalCapped }, query);
}

interface Card {
  name: string;
  slug: string;
  description: string;
  coverImageName: string;
  coverImageUrl: string;
  coverImageSrcset?: string;
}

/** A card's cover, with the srcset of its resized copies when there are some. */
const cardCover = (card: Card | undefined) => ({
  coverImageName: card?.coverImageName ?? '',
  coverImageUrl: card?.coverImageUrl ?? '',
  ...(card?.coverImageSrcset ? { coverImageSrcset: card.coverImageSrcset } : {}),
});

/** A client's tests for the back-office: each result with its category's and themes' cards. */
export function presentAdminTestHistory(
  rows: { id: string; created_at: string | Date; category_slug: string; theme_slugs: string[] }[],
  categories: Card[],
  themes: (Card & { id: string })[],
): AdminTestHistoryEntry[] {
  return rows.map((r) => {
    const c = categories.find((x) => x.slug === r.category_slug);
    return {
      _id: r.id,
      createdAt: iso(r.created_at),
      testResults: {
        category: {
          name: c?.name ?? r.category_slug,
          description: c?.description ?? '',
          coverImage: cardCover(c),
        },
        themes: r.theme_slugs.map((slug) => {
          const t = themes.find((x) => x.slug === slug);
          return {
            _id: t?.id ?? slug,
            name: t?.name ?? slug,
            description: t?.description ?? '',
            coverImage: cardCover(t),
          };
        }),
      },
    };
  });
}
