/**
 * `made`, an object the caller has just created, with `fields` added to it: one object, the same
 * shape and JSON as `{ ...made, ...fields }`.
 *
 * Not the spread: in Node 20's V8 a spread copy of a just-created object, with properties added,
 * survives young-generation collections, so a list of such copies in every answer fills the old
 * generation and its full collections stall answers (docs/decisions/027-no-spread-copies-of-fresh-objects.md,
 * with the figures). Spreading an object that already existed (a row, options, defaults) costs
 * nothing of the kind. The architecture test refuses a module that spreads a presenter's result.
 */
export function extend<T extends object, U extends object>(made: T, fields: U): T & U {
  return Object.assign(made, fields);
}
