import { QRCodeSVG } from 'qrcode.react';

/** The QR code of a store link (qrcode.react), loaded only when the download area is near. */
export function QrCode({ value, title, size }: { value: string; title: string; size: number }) {
  return (
    <QRCodeSVG
      value={value}
      size={size}
      level="M"
      title={title}
      role="img"
      aria-label={title}
      bgColor="#ffffff"
      fgColor="#0d0e29"
    />
  );
}
