/** Answers of the media routes (see schemas/responses.ts for the shared envelope). */
export {};
