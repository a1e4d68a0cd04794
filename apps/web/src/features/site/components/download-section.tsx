import { Download } from 'lucide-react';
import { Link } from 'react-router';
import { Button, buttonClasses } from '../../../components/ui/button';
import { PlatformSwitch, usePlatformChoice } from '../../../components/ui/platform-switch';
import { SECTION_IDS, paths } from '../../../config/paths';
import { storeQrValue } from '../../../config/store-links';
import { useNearViewport } from '../../../lib/use-near-viewport';
import { type Platform, download as copy, stores } from '../content';
import { promptInstall, useInstallState } from '../install-prompt';
import { LazyQrCode } from './lazy-qr-code';
import { Section } from './section';
import { SiteStoreBadge } from './store-badge';

const QR_SIZE = 168;

/**
 * The app download area (#download): an Android/iOS selector (the visitor's system, else Android),
 * the store buttons and the install page. On a computer, the QR code of the chosen platform's link
 * (its store listing once configured, else the install page's section, as an absolute address for
 * the phone that scans it). On a phone or tablet, which is the device to install on, no code to
 * scan: the browser's own install when it offers it, and the steps of its system.
 * Prerendered for no device in particular (a computer, Android), it renders for the visitor's
 * device once hydrated (lib/visitor-device.ts).
 */
export function DownloadSection() {
  const { platform, handheld, choice } = usePlatformChoice();
  const [qrRef, near] = useNearViewport<HTMLDivElement>();

  return (
    <Section id={SECTION_IDS.download} title={copy.title} intro={copy.intro} tone="night">
      <div className="mx-auto flex max-w-3xl flex-col items-center gap-8 rounded-[2rem] bg-night-800 p-6 ring-1 ring-inset ring-white/10 sm:flex-row sm:items-center sm:gap-10 sm:p-10">
        {!handheld && (
          <div
            ref={qrRef}
            className="grid size-[12rem] shrink-0 place-items-center rounded-3xl bg-white p-3 shadow-lg shadow-night-950/30"
          >
            <LazyQrCode
              value={near ? storeQrValue(platform) : ''}
              title={copy.qrTitle(platform)}
              size={QR_SIZE}
              show={near}
            />
          </div>
        )}
        <div className="flex min-w-0 flex-1 flex-col items-center gap-5 sm:items-start">
          <PlatformSwitch
            {...choice}
            names={stores.names}
            legend={copy.platformLegend}
            legendClassName="mb-3 text-sm font-semibold text-lavender-100"
          />
          {handheld ? (
            <InstallHere platform={platform} />
          ) : (
            <p className="text-lavender-200">{copy.qrHint}</p>
          )}
          <ul className="flex flex-wrap justify-center gap-3 sm:justify-start">
            {stores.platforms.map((p) => (
              <li key={p}>
                <SiteStoreBadge platform={p} />
              </li>
            ))}
          </ul>
          {!handheld && (
            <Link
              to={paths.app.href()}
              className="rounded-md font-semibold text-lavender-100 underline decoration-lavender-200/40 underline-offset-4 hover:text-white hover:decoration-white"
            >
              {copy.howTo}
            </Link>
          )}
        </div>
      </div>
    </Section>
  );
}

/** On a phone: install it on this device (the browser's offer, when made) and the steps of `platform`. */
function InstallHere({ platform }: { platform: Platform }) {
  const { prompt, installed } = useInstallState();
  return (
    <>
      <p className="text-center text-lavender-200 sm:text-left">{copy.phoneHint}</p>
      <div className="flex flex-col items-center gap-3 sm:items-start">
        {prompt && !installed && (
          <Button size="lg" onClick={() => void promptInstall()}>
            <Download className="size-5" />
            {copy.install}
          </Button>
        )}
        <Link
          to={paths.app.href(platform)}
          className={buttonClasses({
            variant: prompt && !installed ? 'secondary' : 'primary',
            className: 'text-center',
          })}
        >
          {copy.howToOn(platform)}
        </Link>
      </div>
    </>
  );
}
