import type { ManifestOptions } from 'vite-plugin-pwa';

/** Brand colours of the installed app's window and splash screen (the site's night blue). */
const NIGHT = '#0d0e29';

/** The web app manifest (served as /manifest.webmanifest): what an installed Sanarte is. */
export const pwaManifest: Partial<ManifestOptions> = {
  id: '/',
  name: 'Sanarte — Terapias de audio',
  short_name: 'Sanarte',
  description:
    'Hipnoterapia guiada en español para tu salud, tus relaciones y tu crecimiento personal. Descarga tus audios y escúchalos sin conexión.',
  lang: 'es',
  dir: 'ltr',
  start_url: '/panel/biblioteca',
  scope: '/',
  display: 'standalone',
  orientation: 'any',
  theme_color: NIGHT,
  background_color: NIGHT,
  categories: ['health', 'lifestyle', 'medical'],
  icons: [
    { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  ],
  shortcuts: [
    {
      name: 'Mi Biblioteca',
      short_name: 'Biblioteca',
      description: 'Tus audios y tus descargas',
      url: '/panel/biblioteca',
      icons: [{ src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' }],
    },
    {
      name: 'Test de bienestar',
      short_name: 'Test',
      description: 'Descubre las terapias recomendadas para ti',
      url: '/test',
      icons: [{ src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' }],
    },
  ],
};
