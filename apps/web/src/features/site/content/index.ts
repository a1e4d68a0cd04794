/**
 * Editable copy of the landing (house style: one content module per feature). Texts the spec prints
 * come from `es` in @sanarte/shared; this holds the copy we write. Numbers on the page come from the
 * live catalogue (claims.ts), never from here. One module per part of the page, re-exported by
 * ./index.ts: the sections whose code loads later (deferred-section.tsx) bring their copy with
 * them. The terms page has its own module (terms-content.ts), loaded only with that page.
 */

export {
  navItems,
  header,
  stores,
  hero,
  claims,
  about,
  plans,
  type NavItem,
  type Platform,
  type PointIcon,
} from './landing';
export { howItWorks } from './how-it-works';
export { testimonials, type Testimonial } from './testimonials';
export { team, type TeamMember } from './team';
export { trial } from './trial';
export { download } from './download';
export { contact } from './contact';
export { trialModal, signupPrompt } from './modals';
export { footer } from './footer';
export { notFound } from './not-found';
export { wellbeingTest } from './wellbeing-test';
