/**
 * Every Spanish text of the specification, written once; server and web read them as the namespace
 * `es` (../es.ts). One module per section: a bundle chunk carries only the sections its code reads
 * (the landing does not download the back-office's texts).
 * Texts that the spec gives in English (fallbacks of the original client) are kept verbatim.
 */
export { common } from './common.js';
export { errors } from './errors.js';
export { home } from './home.js';
export { nav } from './nav.js';
export { footer } from './footer.js';
export { contact } from './contact.js';
export { login } from './login.js';
export { signup } from './signup.js';
export { password } from './password.js';
export { verification } from './verification.js';
export { session } from './session.js';
export { google } from './google.js';
export { test } from './test.js';
export { checkout } from './checkout.js';
export { panel } from './panel.js';
export { trial } from './trial.js';
export { admin } from './admin.js';
export { mail } from './mail.js';
export { billing } from './billing.js';
export { privacy } from './privacy.js';
export { consent, consentSettings } from './consent.js';
export { notifications } from './notifications.js';
export { promotions } from './promotions.js';
