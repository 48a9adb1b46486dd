import { defineConfig, type PluginOption } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { fileURLToPath } from 'node:url';

const web = (file: string) => fileURLToPath(new URL(`./src/web/${file}`, import.meta.url));

const plugins: PluginOption[] = [react(), tailwindcss()];

// Two pages: the app shell (index.html) and the landing page (landing.html), which scripts/build-web.ts fills with
// the page's prerendered HTML. The server sends signed-out visitors the landing page, so it loads none of the app.
export default defineConfig(({ isSsrBuild }) => ({
  root: 'src/web',
  plugins,
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src/web', import.meta.url)) },
  },
  build: {
    outDir: '../../dist/web',
    emptyOutDir: true,
    sourcemap: false,
    // Every browser the app supports preloads modules itself; the polyfill would be script on every first load.
    modulePreload: { polyfill: false },
    ...(isSsrBuild ? {} : { rolldownOptions: { input: { app: web('index.html'), landing: web('landing.html') } } }),
  },
  server: {
    port: 5173,
    proxy: {
      '/api': 'http://127.0.0.1:3000',
      '/healthz': 'http://127.0.0.1:3000',
      '/calendar': 'http://127.0.0.1:3000',
    },
  },
}));
