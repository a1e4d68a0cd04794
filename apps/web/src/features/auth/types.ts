import type { Role } from '@sanarte/shared';

/** A subscription as the user answer carries it. */
export interface UserSubscription {
  _id: string;
  status: string;
  startDate?: string;
  endDate?: string;
  createdAt?: string;
  themeIds?: string[];
  plan: { _id: string; slug?: string; name?: string; [key: string]: unknown };
}

/**
 * The signed-in user as the API presents it (GET /api/users/me, validate-token, login).
 * Fields beyond identity and flags are kept loose: the features that use them narrow them.
 */
export interface SessionUser {
  _id: string;
  name: string;
  lastName: string;
  email: string;
  phone?: string | null;
  role: Role;
  isActive: boolean;
  isVerified: boolean;
  tempUser?: boolean;
  isTemporary?: boolean;
  tookTest?: boolean;
  avatarUrl?: string | null;
  photo?: string | null;
  profileImage?: string | null;
  planSlug?: string | null;
  googleAccount?: boolean;
  testResult?: {
    categoriaPrincipal: string;
    topTemas: string[];
    category?: { _id: string; name: string; slug?: string } | null;
    themes?: { _id: string; name: string; slug?: string }[];
    createdAt?: string;
  } | null;
  temporaryAudioSelected?: { audio: { _id: string; [key: string]: unknown }; [key: string]: unknown } | null;
  subscriptions?: UserSubscription[];
  activeSubscription?: UserSubscription | null;
}
