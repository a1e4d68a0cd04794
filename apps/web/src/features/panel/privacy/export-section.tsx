import { es } from '@sanarte/shared';
import { Download } from 'lucide-react';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/toasts';
import { saveTextFile } from '../../../lib/save-file';
import { useExportMyDataMutation } from './api';
import { PrivacySection } from './section';

/**
 * «Descarga tus datos»: fetches the account's export and saves it under the server's file name.
 * While it is prepared the button says so (busy); success is a toast, a failure stays under the
 * button until the next try.
 */
export function ExportSection() {
  const [exportMyData, { isLoading }] = useExportMyDataMutation();
  const [failed, setFailed] = useState(false);

  async function download() {
    setFailed(false);
    try {
      const file = await exportMyData().unwrap();
      saveTextFile(file.text, file.fileName);
      toast.success(es.privacy.exported);
    } catch {
      setFailed(true);
    }
  }

  return (
    <PrivacySection title={es.privacy.exportTitle} text={es.privacy.exportText}>
      <div>
        <Button variant="outline" onClick={download} busy={isLoading} busyLabel={es.privacy.exporting}>
          <Download aria-hidden="true" className="size-5" strokeWidth={1.8} />
          {es.privacy.exportButton}
        </Button>
      </div>
      {failed && <Alert tone="error">{es.privacy.exportFailed}</Alert>}
    </PrivacySection>
  );
}
