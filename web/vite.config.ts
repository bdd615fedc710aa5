import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// In development the gateway (npm start) serves the API and the socket; the legal documents are
// in public/legal, which Vite serves itself.
const gateway = process.env.GATEWAY_URL ?? 'http://localhost:8080';

export default defineConfig({
  plugins: [react()],
  server: {
    port: 5173,
    proxy: {
      '/api': gateway,
      '/socket.io': { target: gateway, ws: true },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
  },
  worker: { format: 'es' },
});
