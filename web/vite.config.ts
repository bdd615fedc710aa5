import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// In development the gateway (npm start) serves the API and the socket; the legal documents are
// in public/legal, which Vite serves itself.
const gateway = process.env.GATEWAY_URL ?? 'http://localhost:8080';

export default defineConfig(({ command }) => {
  // A build is always a production build, even when started under NODE_ENV=test (the e2e run):
  // otherwise React's development bundle and JSX runtime would ship.
  if (command === 'build') process.env.NODE_ENV = 'production';
  return {
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
  };
});
