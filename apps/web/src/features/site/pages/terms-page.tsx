import { getSiteIdentity } from '../../../config/site-identity';
import { termsOfUse } from '../terms-content';
import { LegalDocumentView } from './legal-document';

/** /terminos-y-condiciones: terms of use and of purchase (the title ends with the page's name). */
export function TermsPage() {
  return <LegalDocumentView doc={termsOfUse(getSiteIdentity())} />;
}
