import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { contractsWithoutSchemas } from './vite/contracts-without-schemas';

const api = process.env.API_URL ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [react(), contractsWithoutSchemas()],
  server: {
    port: Number(process.env.WEB_PORT ?? 5173),
    proxy: { '/api': api, '/oidc': api, '/site': api },
  },
  // manifest: bench/web-bench.ts reads it to size the first screen and each route's chunks
  build: { outDir: 'dist', sourcemap: false, chunkSizeWarningLimit: 800, manifest: true },
});
