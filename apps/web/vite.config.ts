import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { contractsWithoutSchemas } from './vite/contracts-without-schemas';
import { preloadsAfterFirstScreen } from './vite/preloads-after-first-screen';
import { chunkGroups } from './vite/chunk-groups';

const api = process.env.API_URL ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [react(), contractsWithoutSchemas(), preloadsAfterFirstScreen()],
  server: {
    port: Number(process.env.WEB_PORT ?? 5173),
    proxy: { '/api': api, '/oidc': api, '/site': api },
  },
  build: {
    outDir: 'dist',
    sourcemap: false,
    chunkSizeWarningLimit: 800,
    // bench/web-bench.ts reads it to size the first screen and each route's chunks
    manifest: true,
    // every chunk names the chunks it imports, and the lazy imports the ones to preload: named by
    // their hash alone, the first screen's code is ~6 KB smaller (the manifest keeps the sources)
    rolldownOptions: {
      output: { chunkFileNames: 'assets/[hash].js', codeSplitting: { groups: chunkGroups } },
    },
  },
});
