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
 * - The AppShell sections render a resize handle for resizable sections only, and the shell has none:
 *   src/lib/app-shell-resize-handle.ts renders nothing (and fails loudly if a section is ever made resizable).
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
  {
    importer:
      /[\\/]@mantine[\\/]core[\\/]esm[\\/]components[\\/]AppShell[\\/]AppShell(?:Navbar|Header|Footer|Aside)[\\/]/,
    source: '../AppShellResizeHandle/AppShellResizeHandle.mjs',
    target: 'src/lib/app-shell-resize-handle.ts',
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

/** The pages rendered outside the signed-in shell, each loaded on demand by the router. */
const OUTSIDE_THE_SHELL =
  /[\\/]src[\\/]features[\\/](?:public[\\/]|identity[\\/](?:pages[\\/]|components[\\/]auth-layout\.tsx$))/;
/** The two modules that make the first screen after signing in: the shell around every signed-in page, the home page. */
const FIRST_SIGNED_IN_SCREEN =
  /[\\/]src[\\/](?:shell[\\/]shell-layout|features[\\/]home[\\/]pages[\\/]home-page)\.tsx$/;

/** A chunk or asset name the server serves: the name of a group, without the pages it was split for. */
function assetName(name: string): string {
  return name.split('~')[0]?.replace(/[^\w.-]/g, '_') || 'chunk';
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
          // papaparse (the shared CSV reader, for the server's import) is a UMD module with nothing to run at load.
          { test: /[\\/]node_modules[\\/]papaparse[\\/]/, sideEffects: false },
        ],
      },
      output: {
        // The server serves /assets/ names made of word characters, dots and dashes; the groups below make names
        // joined with '~'.
        chunkFileNames: (chunk) => `assets/${assetName(chunk.name)}-[hash].js`,
        assetFileNames: (asset) =>
          `assets/${assetName((asset.names[0] ?? 'asset').replace(/\.[^.]*$/, ''))}-[hash][extname]`,
        codeSplitting: {
          groups: [
            // Everything the entry imports statically is one chunk: every page needs all of it, and gzip packs one
            // file better than the thirty small shared chunks the automatic splitting would make of it (issue 11).
            { name: 'index', tags: ['$initial'], priority: 3 },
            // What the pages outside the shell load (the public pages, the sign-in pages) is split as usual: by the
            // set of pages that use it, so that none of them loads the signed-in area's code.
            { name: 'public', test: OUTSIDE_THE_SHELL, entriesAware: true, priority: 2 },
            // The first signed-in screen, the shell and the home page with everything they import statically that the
            // pages above do not use, is one chunk instead of some forty (issue 11). The build follows imports from
            // these two modules; re-exports are followed only as far as they are used, so an index.ts
            // on their way must hold re-exports only (a declaration there makes every re-export count).
            { name: 'signed-in', test: FIRST_SIGNED_IN_SCREEN, priority: 1 },
          ],
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
