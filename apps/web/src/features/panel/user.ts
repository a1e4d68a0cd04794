import type { UserSubscription } from '@sanarte/shared';

export type { UserSubscription };
