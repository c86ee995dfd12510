import react from '@vitejs/plugin-react';
import { cataloguePlugin } from './build/catalogue-plugin';
import { defineConfig } from 'vite';
import { chunkPlan } from './build/chunk-plan';
import { preloadBoot } from './build/preload-boot';

const apiPort = process.env.API_PORT ?? '3001';

const plan = chunkPlan();

export default defineConfig({
  plugins: [react(), cataloguePlugin(), preloadBoot(), plan.plugin],
  build: {
    outDir: 'dist',
    target: 'es2022',
    sourcemap: false,
    // dist/.vite/manifest.json: the chunk graph scripts/size-check.mjs measures the budgets on.
    manifest: true,
    // Every browser we serve preloads modules itself (Chrome 66, Safari 17, Firefox 115): no polyfill.
    modulePreload: { polyfill: false },
    reportCompressedSize: false,
    // Which modules go in which file: build/chunk-plan.ts.
    rolldownOptions: { output: { codeSplitting: plan.codeSplitting } },
  },
  // The server build (src/server-render.tsx, in dist/server/) carries its libraries inside it, so
  // the API can load it from any folder a build was written to (a private build in /tmp included).
  ssr: { noExternal: true },
  server: {
    port: 5173,
    proxy: { '/api': `http://localhost:${apiPort}` },
  },
});
