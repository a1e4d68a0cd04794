import { cookiePolicy } from '../content/cookie-policy';
import { LegalDocumentView } from './legal-document';

/** /politica-de-cookies: every cookie and piece of browser storage, and how to choose. */
export function CookiePolicyPage() {
  return <LegalDocumentView doc={cookiePolicy()} />;
}
