import type { UserRow, UsersRepository } from './users.repository.js';

type Sub = Awaited<ReturnType<UsersRepository['subscriptionsOf']>>[number];

export function presentSubscription(s: Sub, now: Date) {
  const status = s.status === 'active' && s.endsAt <= now ? 'expired' : s.status;
  return {
    _id: s.id,
    status,
    startDate: s.startsAt.toISOString(),
    endDate: s.endsAt.toISOString(),
    createdAt: s.createdAt.toISOString(),
    themeIds: s.themeIds,
    plan: { _id: s.planId, ...s.planSnapshot },
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
      coverImage: { coverImageName: string; coverImageUrl: string };
    };
    selectedAt: string;
    expiresAt: string;
  } | null;
  subscriptions: ReturnType<typeof presentSubscription>[];
}

/** The user as the API presents it. Never includes the password hash or provider ids. */
export function presentUser(u: UserRow, extras: ProfileExtras) {
  const active = extras.subscriptions.find((s) => s.status === 'active') ?? null;
  return {
    _id: u.id,
    name: u.name,
    lastName: u.lastName,
    email: u.email,
    phone: u.phone,
    role: u.role,
    isActive: u.isActive,
    isVerified: u.isVerified,
    tempUser: u.tempUser,
    isTemporary: u.tempUser,
    tookTest: u.tookTest,
    avatarUrl: u.avatarUrl,
    photo: u.avatarUrl,
    profileImage: u.avatarUrl,
    planSlug: u.planSlug,
    googleAccount: u.googleSubject !== null,
    testResult: extras.testResult,
    temporaryAudioSelected: extras.temporaryAudioSelected,
    subscriptions: extras.subscriptions,
    activeSubscription: active,
    createdAt: u.createdAt.toISOString(),
    updatedAt: u.updatedAt.toISOString(),
  };
}
export type UserDto = ReturnType<typeof presentUser>;
