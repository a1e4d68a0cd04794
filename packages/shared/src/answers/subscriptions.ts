/** Answers of the subscriptions routes (see schemas/responses.ts for the shared envelope). */
export {};
