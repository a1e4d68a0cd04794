/** Answers of the contact routes (see schemas/responses.ts for the shared envelope). */
export {};
