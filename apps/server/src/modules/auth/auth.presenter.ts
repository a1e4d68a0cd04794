import type { SessionUser } from '@sanarte/shared';

/** `{ success, message: 'OK', data: { user } }`: a session opened or renewed. */
export const presentSignedIn = (user: SessionUser) => ({
  success: true as const,
  message: 'OK',
  data: { user },
});

/** The user at the top level and in `data`, as the profile, validate-token and Google calls answer. */
export const presentUserTwice = (user: SessionUser, message: string) => ({
  success: true as const,
  message,
  user,
  data: { user },
});
