import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// In development (`npm run dev`) the API runs on its own port and Vite forwards /api to it;
// in production the API serves the built files of dist/ itself, on one port.
export default defineConfig({
  plugins: [react()],
  server: {
    proxy: {
      '/api': { target: 'http://127.0.0.1:8080', changeOrigin: false },
    },
  },
  // The report worker (src/reports/worker.ts) as an ES module, so that jsPDF's optional
  // helpers (html2canvas, DOMPurify, canvg) stay separate chunks instead of being inlined.
  worker: { format: 'es' },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
  },
});
