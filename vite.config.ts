import { defineConfig, type PluginOption } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { VitePWA } from 'vite-plugin-pwa';
import { fileURLToPath } from 'node:url';

const web = (file: string) => fileURLToPath(new URL(`./src/web/${file}`, import.meta.url));

/** What both pages are built with; the app shell adds its service worker. */
const pagePlugins: PluginOption[] = [react(), tailwindcss()];

const plugins: PluginOption[] = [
  ...pagePlugins,
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

/**
 * The landing page is built on its own (mode `landing`, see scripts/build-web.ts) with Preact's React
 * compatibility layer in place of React DOM: the same components, a fifth of the script for a visitor's first page.
 */
const preactInPlaceOfReact = [
  { find: /^react-dom\/server$/, replacement: 'preact/compat/server' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
  { find: /^react$/, replacement: 'preact/compat' },
];

// Two pages: the app shell (index.html) and the landing page (landing.html), which scripts/build-web.ts fills with
// the page's prerendered HTML. The server sends signed-out visitors the landing page, so it loads none of the app.
// The development server serves both with React.
export default defineConfig(({ isSsrBuild, mode }) => {
  const landing = mode === 'landing';
  return {
    root: 'src/web',
    plugins: landing ? pagePlugins : plugins,
    resolve: {
      alias: [...(landing ? preactInPlaceOfReact : []), { find: '@', replacement: fileURLToPath(new URL('./src/web', import.meta.url)) }],
    },
    build: {
      outDir: '../../dist/web',
      // The landing build adds its page to the app's.
      emptyOutDir: !landing,
      copyPublicDir: !landing,
      sourcemap: false,
      // Every browser the app supports preloads modules itself; the polyfill would be script on every first load.
      modulePreload: { polyfill: false },
      ...(isSsrBuild
        ? {}
        : {
            rolldownOptions: {
              input: landing ? { landing: web('landing.html') } : ({ app: web('index.html') } as Record<string, string>),
              // The app's own modules do nothing on import but define things (only the entry, the service worker and
              // CSS act): what a feature's index.ts re-exports is then bundled with the pages that use it, not into
              // the first page of every visit.
              treeshake: { moduleSideEffects: (id: string) => !/\/src\/(web|shared)\//.test(id) || /\.css$|\/main\.tsx$|\/sw\.ts$/.test(id) },
            },
          }),
    },
    server: {
      port: 5173,
      proxy: {
        '/api': 'http://127.0.0.1:3000',
        '/healthz': 'http://127.0.0.1:3000',
        '/calendar': 'http://127.0.0.1:3000',
      },
    },
  };
});
