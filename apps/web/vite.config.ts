import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { VitePWA } from 'vite-plugin-pwa';
import { documentsInPlace } from './build/documents-in-place.ts';

export default defineConfig({
  // Brotli and gzip files beside each asset, served by the API as they are (no compressing per request).
  plugins: [
    documentsInPlace(),
    react(),
    installableApp(),
    compression({ algorithms: ['brotliCompress', 'gzip'], exclude: [/\.map$/] }),
  ],
  server: {
    port: 5173,
    proxy: {
      '/graphql': 'http://localhost:3000',
      '/auth': 'http://localhost:3000',
      '/oidc': 'http://localhost:3000',
      '/files': 'http://localhost:3000',
      '/certificates': 'http://localhost:3000',
      '/exports': 'http://localhost:3000',
      '/recordings': 'http://localhost:3000',
      '/credits.json': 'http://localhost:3000',
    },
  },
  build: {
    outDir: 'dist',
    sourcemap: true,
    target: 'es2022',
    manifest: true,
    rolldownOptions: {
      output: {
        // Shared pieces under 16 KB (Mantine's Paper, CloseButton, …) are copied into the pages that use them
        // instead of each being a file of 1–4 KB: over HTTP/1.1 on a phone network every file costs a round trip
        // (a lesson needed 24 files, now 11).
        // What the first screen loads in any case is one file, not thirteen split by which later pages share it.
        codeSplitting: {
          groups: [{ name: 'app', tags: ['$initial'] }],
          experimentalInlineCommonChunks: { maxSize: 16 * 1024 },
        },
      },
    },
  },
});

/**
 * The installable app: its manifest (Dutch, the default language) and the service worker (src/sw.ts, Workbox),
 * which precaches what a family's pages need. The staff area's code is left out: it is never used offline.
 * Registration is the app's own (src/offline/service-worker.ts), after the first screen; the plugin adds the manifest's
 * link to index.html.
 */
function installableApp() {
  return VitePWA({
    strategies: 'injectManifest',
    srcDir: 'src',
    filename: 'sw.ts',
    registerType: 'prompt',
    injectRegister: false,
    injectManifest: {
      globPatterns: ['**/*.{js,css,html,woff2,svg,png}'],
      globIgnores: ['**/staff*', '**/*.map'],
    },
    manifest: {
      id: '/',
      name: 'Koran Kids',
      short_name: 'Koran Kids',
      description: 'Koran Kids: kinderen leren de Koran, ouders bepalen het tempo.',
      lang: 'nl',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      theme_color: '#1b7a43',
      background_color: '#ffffff',
      icons: [
        { src: '/pwa-64x64.png', sizes: '64x64', type: 'image/png' },
        { src: '/pwa-192x192.png', sizes: '192x192', type: 'image/png' },
        { src: '/pwa-512x512.png', sizes: '512x512', type: 'image/png' },
        { src: '/maskable-icon-512x512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      ],
    },
  });
}
