import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const API_ORIGIN = 'http://localhost:4000';

/**
 * The server's routes: GraphQL (with its websocket) and the REST routes of spec 01 §7.3. /auth/url and
 * /auth/callback are pages of the app, so only /auth/local and /auth/oidc/* go to the server.
 */
const apiProxy = {
  '/graphql': { target: API_ORIGIN, changeOrigin: false, ws: true },
  '/auth/local': { target: API_ORIGIN, changeOrigin: false },
  '/auth/oidc/': { target: API_ORIGIN, changeOrigin: false },
  '/api/': { target: API_ORIGIN, changeOrigin: false },
  '^/user$': { target: API_ORIGIN, changeOrigin: false },
};

// The server serves this build and the API on one origin; in development Vite proxies the API.
export default defineConfig({
  root: decodeURIComponent(new URL('.', import.meta.url).pathname),
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: false,
    reportCompressedSize: false,
    rolldownOptions: {
      treeshake: {
        // @cohort/shared is plain declarations: modules the app does not use (zod schemas) stay out of the bundle.
        moduleSideEffects: [{ test: /[\\/]packages[\\/]shared[\\/]src[\\/]/, sideEffects: false }],
      },
    },
  },
  server: {
    port: 5173,
    proxy: apiProxy,
  },
  preview: {
    proxy: apiProxy,
  },
});
