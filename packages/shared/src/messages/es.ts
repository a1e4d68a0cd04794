/**
 * Every Spanish text of the specification, as one namespace: `es.home.trialButton`. Property
 * accesses on a namespace are resolved at build time, so the web bundle carries only the sections
 * its code reads (a single object literal would be kept whole).
 */
import * as es from './sections/index.js';

export { es };
export type Messages = typeof es;
