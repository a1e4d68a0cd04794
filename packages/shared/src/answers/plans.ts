/** Answers of the plans routes (see schemas/responses.ts for the shared envelope). */
export {};
