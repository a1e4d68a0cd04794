import type { SessionUser } from '../features/auth/types';

/** A signed-in visitor as the session answer gives it (Ana García), with `patch` over it. */
export const sessionUser = (patch: Partial<SessionUser> = {}): SessionUser => ({
  _id: 'u1',
  name: 'Ana',
  lastName: 'García',
  email: 'ana@example.com',
  phone: null,
  role: 'visitor',
  isActive: true,
  isVerified: true,
  tempUser: false,
  isTemporary: false,
  tookTest: false,
  avatarUrl: null,
  photo: null,
  profileImage: null,
  planSlug: null,
  googleAccount: false,
  hasPassword: true,
  testResult: null,
  temporaryAudioSelected: null,
  subscriptions: [],
  activeSubscription: null,
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-01T10:00:00.000Z',
  ...patch,
});

type Result = NonNullable<SessionUser['testResult']>;
type Trial = NonNullable<SessionUser['temporaryAudioSelected']>;
type Subscription = NonNullable<SessionUser['activeSubscription']>;

/** A wellbeing test result as the user answer carries it. */
export const testResult = (patch: Partial<Result> = {}): Result => ({
  categoriaPrincipal: 'salud',
  topTemas: ['no_mas_insomnio'],
  category: null,
  themes: [],
  createdAt: '2026-11-01T10:00:00.000Z',
  ...patch,
});

/** The chosen trial audio, ending at `expiresAt` (not expired by the server's clock unless `patch` says). */
export const trialAudio = (
  expiresAt: string,
  audio: Partial<Trial['audio']> = {},
  patch: Partial<Omit<Trial, 'audio'>> = {},
): Trial => ({
  audio: {
    _id: 'a1',
    title: 'Noche serena',
    description: '',
    duration: 600,
    coverImage: { coverImageName: '', coverImageUrl: '' },
    ...audio,
  },
  selectedAt: '2026-11-01T10:00:00.000Z',
  expiresAt,
  expired: false,
  ...patch,
});

/** An active subscription to the plan `slug` (a one-off purchase unless `patch` says otherwise). */
export const subscription = (slug: string, patch: Partial<Subscription> = {}): Subscription => ({
  _id: 's1',
  status: 'active',
  startDate: '2026-11-01T10:00:00.000Z',
  endDate: '2027-11-01T10:00:00.000Z',
  createdAt: '2026-11-01T10:00:00.000Z',
  themeIds: [],
  plan: { _id: `p-${slug}`, slug },
  renewing: false,
  renewsAt: null,
  complimentary: null,
  cancelAtPeriodEnd: false,
  paymentActionUrl: null,
  refunded: false,
  ...patch,
});
