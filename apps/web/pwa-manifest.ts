import type { ManifestOptions } from 'vite-plugin-pwa';

/** Web app manifest; the icons are files in public/icons (PNG rendered from favicon.svg). */
export const webManifest: Partial<ManifestOptions> = {
  name: 'Crowdspark',
  short_name: 'Crowdspark',
  description: 'Fund ideas and support creators: clear fees, money held safely until a campaign succeeds.',
  start_url: '/',
  scope: '/',
  display: 'standalone',
  background_color: '#ffffff',
  theme_color: '#6d28d9',
  icons: [
    { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
    { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
    { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml' },
  ],
};
