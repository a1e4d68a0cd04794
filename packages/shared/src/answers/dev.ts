/** Answers of the dev routes (see schemas/responses.ts for the shared envelope). */
export {};
