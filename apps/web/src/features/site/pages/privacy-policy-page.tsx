import { getSiteIdentity } from '../../../config/site-identity';
import { privacyPolicy } from '../content/privacy-policy';
import { LegalDocumentView } from './legal-document';

/** /politica-de-privacidad: the privacy policy, with the configured business identity. */
export function PrivacyPolicyPage() {
  return <LegalDocumentView doc={privacyPolicy(getSiteIdentity())} />;
}
