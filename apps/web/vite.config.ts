import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { documentsInPlace } from './build/documents-in-place.ts';

export default defineConfig({
  // Brotli and gzip files beside each asset, served by the API as they are (no compressing per request).
  plugins: [documentsInPlace(), react(), compression({ algorithms: ['brotliCompress', 'gzip'], exclude: [/\.map$/] })],
  server: {
    port: 5173,
    proxy: {
      '/graphql': 'http://localhost:3000',
      '/auth': 'http://localhost:3000',
      '/oidc': 'http://localhost:3000',
      '/files': 'http://localhost:3000',
      '/certificates': 'http://localhost:3000',
      '/exports': 'http://localhost:3000',
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
        codeSplitting: { experimentalInlineCommonChunks: { maxSize: 16 * 1024 } },
      },
    },
  },
});
