/** Answers of the library routes (see schemas/responses.ts for the shared envelope). */
export {};
