import { QRCodeSVG } from 'qrcode.react';
import { useId } from 'react';
import { PlatformSwitch, usePlatformChoice } from '../../../components/ui/platform-switch';
import { StoreBadge } from '../../../components/ui/store-badge';
import { storeQrValue } from '../../../config/store-links';
import { download as copy } from '../content';

/**
 * The app download block: an Android/iOS selector (the visitor's system, else Android), the QR code
 * of the chosen platform's link (its store listing once configured, else the install page's
 * section, as an absolute address) and its store button. On a phone or tablet, the device to install
 * on, there is no code to scan: the store button alone.
 */
export function AppDownload() {
  const { platform, handheld, choice } = usePlatformChoice();
  const titleId = useId();

  return (
    <section
      aria-labelledby={titleId}
      className="rounded-[2rem] bg-night-800 p-6 text-lavender-50 ring-1 ring-inset ring-white/10 sm:p-8"
    >
      <h2 id={titleId} className="text-2xl font-semibold text-white">
        {copy.title}
      </h2>
      <p className="mt-2 text-lavender-200">{handheld ? copy.phoneText : copy.text}</p>

      <PlatformSwitch
        {...choice}
        names={copy.platforms}
        legend={copy.platformLegend}
        legendClassName="sr-only"
        className="mt-5"
      />

      <div className="mt-6 flex flex-col items-center gap-5 sm:flex-row lg:flex-col lg:items-start">
        {!handheld && (
          <div className="rounded-2xl bg-white p-3 shadow-lg shadow-night-950/30">
            <QRCodeSVG
              value={storeQrValue(platform)}
              size={136}
              level="M"
              title={copy.qrTitle(platform)}
              role="img"
              aria-label={copy.qrTitle(platform)}
              bgColor="#ffffff"
              fgColor="#0d0e29"
            />
          </div>
        )}
        <StoreBadge platform={platform} badge={copy.badge[platform]} />
      </div>
    </section>
  );
}
