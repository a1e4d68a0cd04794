/**
 * Copy of the sign-in screens that the spec does not print (house style: one content module per
 * feature). Texts the spec prints come from `es` in @sanarte/shared.
 *
 * One module per use (./index.ts re-exports them): the guards and the user menu, which every
 * page loads, do not bring the forms' copy with them.
 */
export {
  fields,
  loginCopy,
  signupCopy,
  googleCopy,
  resetRequestCopy,
  setRequestCopy,
  tokenPageCopy,
  emailVerificationCopy,
  verifyEmailCopy,
} from './forms';
export { sessionCopy } from './session';
export { userMenuCopy } from './user-menu';
