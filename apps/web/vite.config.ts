import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react()],
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
  build: { outDir: 'dist', sourcemap: true, target: 'es2022', manifest: true },
});
