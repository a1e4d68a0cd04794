/** Answers of the mail routes (see schemas/responses.ts for the shared envelope). */
export {};
