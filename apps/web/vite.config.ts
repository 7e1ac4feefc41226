import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { contentPlugin } from './content-plugin.ts';

// The built app (dist/) is served by apps/server; during `vite dev` the API is proxied to it.
export default defineConfig({
  plugins: [react(), contentPlugin()],
  server: {
    proxy: { '/api': process.env.API_URL ?? 'http://127.0.0.1:3000' },
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    // dist/.vite/manifest.json: scripts/prerender.ts adds modulepreload links for each page's chunks.
    manifest: true,
    chunkSizeWarningLimit: 400,
  },
});
