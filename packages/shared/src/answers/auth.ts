/** Answers of the auth routes (see schemas/responses.ts for the shared envelope). */
export {};
