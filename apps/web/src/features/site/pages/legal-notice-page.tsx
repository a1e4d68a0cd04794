import { getSiteIdentity } from '../../../config/site-identity';
import { legalNotice } from '../content/legal-notice';
import { LegalDocumentView } from './legal-document';

/** /aviso-legal: the legal notice (LSSI-CE art. 10), with the configured business identity. */
export function LegalNoticePage() {
  return <LegalDocumentView doc={legalNotice(getSiteIdentity())} />;
}
