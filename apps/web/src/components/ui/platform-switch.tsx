import { useId, useState } from 'react';
import { useVisitorDevice } from '../../lib/visitor-device';
import type { Platform } from './store-badge';

const PLATFORMS: Platform[] = ['android', 'ios'];

type PlatformSwitchProps = {
  value: Platform;
  onChange: (platform: Platform) => void;
  /** Each platform's name, e.g. 'Android' / 'iOS'. */
  names: Record<Platform, string>;
  legend: string;
  legendClassName: string;
  className?: string;
};

/** Android / iOS as one radio group drawn as a two-way switch (the download areas' selector). */
export function PlatformSwitch({
  value,
  onChange,
  names,
  legend,
  legendClassName,
  className,
}: PlatformSwitchProps) {
  const name = useId();
  return (
    <fieldset className={className}>
      <legend className={legendClassName}>{legend}</legend>
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
              checked={value === p}
              onChange={() => onChange(p)}
              className="absolute inset-0 size-full cursor-pointer appearance-none rounded-full opacity-0"
            />
            {names[p]}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/**
 * A download area's platform: the one the visitor picks in the switch (`choice`, its value and
 * onChange), else the visitor's own system when it is iOS, else Android; and whether this device is
 * a phone or tablet (the device to install on: no code to scan).
 */
export function usePlatformChoice() {
  const device = useVisitorDevice();
  const [chosen, setChosen] = useState<Platform | null>(null);
  const platform: Platform = chosen ?? (device?.platform === 'ios' ? 'ios' : 'android');
  return { platform, handheld: device?.handheld === true, choice: { value: platform, onChange: setChosen } };
}
