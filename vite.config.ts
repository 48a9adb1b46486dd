import { defineConfig, type PluginOption } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { VitePWA } from 'vite-plugin-pwa';
import { fileURLToPath } from 'node:url';

const web = (file: string) => fileURLToPath(new URL(`./src/web/${file}`, import.meta.url));

const plugins: PluginOption[] = [
  react(),
  tailwindcss(),
  // The service worker precaches the app shell and its hashed assets; the landing page loads none of it and
  // registers nothing (the app registers the worker itself, see src/web/app/pwa-update.tsx).
  VitePWA({
    strategies: 'injectManifest',
    srcDir: '.',
    filename: 'sw.ts',
    injectRegister: false,
    registerType: 'prompt',
    manifestFilename: 'manifest.webmanifest',
    includeAssets: ['favicon.svg', 'theme-init.js'],
    injectManifest: {
      globPatterns: ['index.html', 'assets/**/*.{js,css,woff2}', 'favicon.svg', 'theme-init.js', 'icons/*.png'],
      globIgnores: ['**/landing*'],
    },
    manifest: {
      name: 'Twelvefold',
      short_name: 'Twelvefold',
      description: 'A personal life planner built around the number twelve: time blocks, health, people, goals and reviews.',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      background_color: '#f4f1ea',
      theme_color: '#2f5d50',
      icons: [
        { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
        { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
        { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      ],
    },
  }),
];

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
