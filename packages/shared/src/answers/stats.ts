/** Answers of the stats routes (see schemas/responses.ts for the shared envelope). */
export {};
