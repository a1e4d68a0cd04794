/** Answers of the users routes (see schemas/responses.ts for the shared envelope). */
export {};
