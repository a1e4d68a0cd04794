import { Suspense, lazy } from 'react';

const QrCode = lazy(async () => ({ default: (await import('./qr-code')).QrCode }));

type LazyQrCodeProps = {
  /** The address the code encodes. */
  value: string;
  title: string;
  size: number;
  /** Draw the code now (the caller's area is near the viewport); until then, a placeholder. */
  show: boolean;
};

/**
 * A QR code whose code (qrcode.react) loads only once `show` is true, with a placeholder of the same
 * size before and while it loads. Its first render is the placeholder on the server and in the
 * browser alike (callers start with `show` false), so a prerendered page hydrates without mismatch.
 */
export function LazyQrCode({ value, title, size, show }: LazyQrCodeProps) {
  const placeholder = <QrPlaceholder size={size} />;
  if (!show) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <QrCode value={value} title={title} size={size} />
    </Suspense>
  );
}

function QrPlaceholder({ size }: { size: number }) {
  return (
    <span
      aria-hidden="true"
      className="block rounded-xl bg-[repeating-linear-gradient(45deg,#ece8fc_0_6px,#fff_6px_12px)]"
      style={{ width: size, height: size }}
    />
  );
}
