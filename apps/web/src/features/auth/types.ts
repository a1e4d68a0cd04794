/**
 * The signed-in user as the API presents it (GET /api/users/me, validate-token, login) and the
 * subscriptions it carries: the shared contracts the server serializes with.
 */
export type { SessionUser, UserSubscription } from '@sanarte/shared';
