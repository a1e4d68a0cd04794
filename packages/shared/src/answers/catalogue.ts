/** Answers of the catalogue routes (see schemas/responses.ts for the shared envelope). */
export {};
