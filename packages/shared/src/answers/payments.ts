/** Answers of the payments routes (see schemas/responses.ts for the shared envelope). */
export {};
