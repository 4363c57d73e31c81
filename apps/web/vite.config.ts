import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

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

const ROOT = decodeURIComponent(new URL('.', import.meta.url).pathname);

/**
 * Imports of Mantine components that are pointed at a lighter module with the same exports (issue 11): each one would
 * otherwise bring a whole library into the first screen of every signed-in page for one small part of it.
 * - ScrollArea (the sidebar) takes one hook from @floating-ui/react, a single module holding all of Floating UI:
 *   src/lib/scroll-area-refs.ts gives the same hook from @mantine/hooks. Menus, popovers and tooltips keep Floating UI.
 * - The AppShell sections take only class names from react-remove-scroll: src/lib/app-shell-remove-scroll.ts gives
 *   them from react-remove-scroll-bar's constants. Modals and drawers keep the scroll lock.
 */
const LIGHTER_IMPORTS = [
  {
    importer: /[\\/]@mantine[\\/]core[\\/]esm[\\/]components[\\/]ScrollArea[\\/]/,
    source: '@floating-ui/react',
    target: 'src/lib/scroll-area-refs.ts',
  },
  {
    importer: /[\\/]@mantine[\\/]core[\\/]esm[\\/]components[\\/]AppShell[\\/]/,
    source: 'react-remove-scroll',
    target: 'src/lib/app-shell-remove-scroll.ts',
  },
];

function lighterImports(): Plugin {
  return {
    name: 'cohort:lighter-imports',
    enforce: 'pre',
    resolveId(source, importer) {
      if (!importer) return null;
      const rule = LIGHTER_IMPORTS.find((entry) => entry.source === source && entry.importer.test(importer));
      return rule ? `${ROOT}${rule.target}` : null;
    },
  };
}

// The server serves this build and the API on one origin; in development Vite proxies the API.
export default defineConfig({
  root: ROOT,
  plugins: [react(), lighterImports()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: false,
    reportCompressedSize: false,
    // The entry chunk is one file by design (see codeSplitting below): about 545 kB minified, 170 kB gzipped.
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      onLog(level, log, handler) {
        // The English error texts are bundled on purpose (lib/i18n.ts: the error screen must speak without a
        // network), so their dynamic import stays in the entry chunk, which the group below makes explicit.
        if (log.code === 'INEFFECTIVE_DYNAMIC_IMPORT' && log.message.includes('locales/en/errors.json')) return;
        handler(level, log);
      },
      treeshake: {
        moduleSideEffects: [
          // @cohort/shared is plain declarations: modules the app does not use (zod schemas) stay out of the bundle.
          { test: /[\\/]packages[\\/]shared[\\/]src[\\/]/, sideEffects: false },
          // So are the app's own modules (only its style sheets have effects): a module that an index.ts re-exports
          // goes to the chunks that use it, not to the chunk of whoever imports the index (the entry, for the router).
          { test: /[\\/]apps[\\/]web[\\/]src[\\/].*\.(?:ts|tsx|json)$/, sideEffects: false },
        ],
      },
      output: {
        codeSplitting: {
          // Everything the entry imports statically is one chunk: every page needs all of it, and gzip packs one file
          // better than the thirty small shared chunks the automatic splitting would make of it (issue 11).
          groups: [{ name: 'index', tags: ['$initial'] }],
        },
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
