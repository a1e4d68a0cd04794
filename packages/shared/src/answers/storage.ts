/** Answers of the storage routes (see schemas/responses.ts for the shared envelope). */
export {};
