/** Answers of the subscriptions routes (see schemas/responses.ts for the shared envelope). */
// The subscriptions module has no routes of its own: a user's subscriptions travel in the users
// domain's profile answer.
export {};
