import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';

// In development (`npm run dev`) the API runs on its own port and Vite forwards /api to it;
// in production the API serves the built files of dist/ itself, on one port.
export default defineConfig({
  plugins: [
    react(),
    // Issue 13: a service worker that precaches the app shell, so the portal opens with no
    // network once opened online. It never touches /api: the server's answers are not cached
    // (the teacher's own lists live in IndexedDB), and the manifest comes from the server, which
    // knows the campus name and logo. A new version waits until the teacher reloads.
    VitePWA({
      registerType: 'prompt',
      injectRegister: false,
      manifest: false,
      workbox: {
        globPatterns: ['**/*.{js,css,html,svg,png,ico,woff2}'],
        navigateFallback: 'index.html',
        navigateFallbackDenylist: [/^\/api\//],
        runtimeCaching: [],
        cleanupOutdatedCaches: true,
      },
    }),
  ],
  server: {
    proxy: {
      '/api': { target: 'http://127.0.0.1:8080', changeOrigin: false },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
  },
});
