import type { SubscriptionHistoryRepository } from './subscriptions.repository.js';

/** Added for the users module (branch h-s1): a user's subscriptions, newest first (the user answer). */
export function subscriptionHistoryService(deps: { repo: SubscriptionHistoryRepository }) {
  return { ofUser: (userId: string) => deps.repo.ofUser(userId) };
}
export type SubscriptionHistoryService = ReturnType<typeof subscriptionHistoryService>;
export type UserSubscriptionRow = Awaited<ReturnType<SubscriptionHistoryService['ofUser']>>[number];
