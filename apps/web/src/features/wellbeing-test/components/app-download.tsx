import { QRCodeSVG } from 'qrcode.react';
import { useId, useState } from 'react';
import { download as copy, type Platform } from '../content';
import { StoreBadge } from './store-badge';

const PLATFORMS: Platform[] = ['android', 'ios'];

/**
 * The app download block: an Android/iOS selector (Android first), the QR code of
 * the chosen store page and its store button.
 */
export function AppDownload() {
  const [platform, setPlatform] = useState<Platform>('android');
  const titleId = useId();
  const name = useId();
  const link = copy.storeLinks[platform];

  return (
    <section
      aria-labelledby={titleId}
      className="rounded-[2rem] bg-night-800 p-6 text-lavender-50 ring-1 ring-inset ring-white/10 sm:p-8"
    >
      <h2 id={titleId} className="text-2xl font-semibold text-white">
        {copy.title}
      </h2>
      <p className="mt-2 text-lavender-200">{copy.text}</p>

      <fieldset className="mt-5">
        <legend className="sr-only">{copy.platformLegend}</legend>
        <div className="inline-flex rounded-full bg-night-950/60 p-1 ring-1 ring-inset ring-white/10">
          {PLATFORMS.map((p) => (
            <label
              key={p}
              className="relative cursor-pointer rounded-full px-5 py-2 font-semibold text-lavender-100 transition-colors has-[:checked]:bg-lavender-200 has-[:checked]:text-night-900 has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-sky-300"
            >
              <input
                type="radio"
                name={name}
                value={p}
                checked={platform === p}
                onChange={() => setPlatform(p)}
                className="absolute inset-0 size-full cursor-pointer appearance-none rounded-full opacity-0"
              />
              {copy.platforms[p]}
            </label>
          ))}
        </div>
      </fieldset>

      <div className="mt-6 flex flex-col items-center gap-5 sm:flex-row lg:flex-col lg:items-start">
        <div className="rounded-2xl bg-white p-3 shadow-lg shadow-night-950/30">
          <QRCodeSVG
            value={link}
            size={136}
            level="M"
            title={copy.qrTitle(platform)}
            role="img"
            aria-label={copy.qrTitle(platform)}
            bgColor="#ffffff"
            fgColor="#0d0e29"
          />
        </div>
        <StoreBadge platform={platform} />
      </div>
    </section>
  );
}
