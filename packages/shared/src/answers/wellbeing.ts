/** Answers of the wellbeing routes (see schemas/responses.ts for the shared envelope). */
export {};
