import type { Platform } from './landing';

/** Copy of the landing; see ./index.ts. */
export const download = {
  title: 'Lleva Sanarte contigo',
  intro: 'Descarga la app, entra con tu cuenta y escucha tus terapias donde quieras, también sin conexión.',
  platformLegend: 'Elige tu sistema',
  qrTitle: (platform: Platform) =>
    `Código QR para descargar Sanarte en ${platform === 'ios' ? 'iOS' : 'Android'}`,
  qrHint: 'Escanea el código con la cámara de tu móvil.',
  howTo: 'Cómo instalar la app, paso a paso',
  /** On a phone or tablet, instead of the QR code and its hint: it installs right there. */
  phoneHint:
    'Ya estás en tu móvil: no necesitas escanear nada. Instala Sanarte aquí mismo, desde el navegador, en unos segundos.',
  howToOn: (platform: Platform) => `Cómo instalarla en ${platform === 'ios' ? 'iPhone o iPad' : 'Android'}`,
  install: 'Instalar la app',
};
