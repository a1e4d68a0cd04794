import { Suspense, lazy, useState } from 'react';
import { PlatformSwitch } from '../../../components/ui/platform-switch';
import { SECTION_IDS, externalLinks } from '../../../config/paths';
import { type Platform, download as copy, stores } from '../content';
import { useNearViewport } from '../use-near-viewport';
import { Section } from './section';
import { SiteStoreBadge } from './store-badge';

const QrCode = lazy(async () => ({ default: (await import('./qr-code')).QrCode }));
const QR_SIZE = 168;

/**
 * The app download area (#download): an Android/iOS selector (Android by
 * default), the QR code of the chosen store page and the store buttons.
 */
export function DownloadSection() {
  const [platform, setPlatform] = useState<Platform>('android');
  const [qrRef, near] = useNearViewport<HTMLDivElement>();
  const link = externalLinks.appStores[platform];

  return (
    <Section id={SECTION_IDS.download} title={copy.title} intro={copy.intro} tone="night">
      <div className="mx-auto flex max-w-3xl flex-col items-center gap-8 rounded-[2rem] bg-night-800 p-6 ring-1 ring-inset ring-white/10 sm:flex-row sm:items-center sm:gap-10 sm:p-10">
        <div
          ref={qrRef}
          className="grid size-[12rem] shrink-0 place-items-center rounded-3xl bg-white p-3 shadow-lg shadow-night-950/30"
        >
          {near ? (
            <Suspense fallback={<QrPlaceholder />}>
              <QrCode value={link} title={copy.qrTitle(platform)} size={QR_SIZE} />
            </Suspense>
          ) : (
            <QrPlaceholder />
          )}
        </div>
        <div className="flex flex-1 flex-col items-center gap-5 sm:items-start">
          <PlatformSwitch
            value={platform}
            onChange={setPlatform}
            names={stores.names}
            legend={copy.platformLegend}
            legendClassName="mb-3 text-sm font-semibold text-lavender-100"
          />
          <p className="text-lavender-200">{copy.qrHint}</p>
          <ul className="flex flex-wrap justify-center gap-3 sm:justify-start">
            {stores.platforms.map((p) => (
              <li key={p}>
                <SiteStoreBadge platform={p} />
              </li>
            ))}
          </ul>
        </div>
      </div>
    </Section>
  );
}

function QrPlaceholder() {
  return (
    <span
      aria-hidden="true"
      className="block rounded-xl bg-[repeating-linear-gradient(45deg,#ece8fc_0_6px,#fff_6px_12px)]"
      style={{ width: QR_SIZE, height: QR_SIZE }}
    />
  );
}
