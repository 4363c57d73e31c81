// The import rules of the web app (issue 12), as dependency-cruiser rules, part of the repository's configuration
// (.dependency-cruiser.mjs, whose no-circular rule covers the web app's files too). Paths are from the repository root.
const WEB = '^apps/web/src/';
const FEATURE = `${WEB}features/`;

module.exports = [
  {
    name: 'web-no-circle-between-features',
    comment: 'Features form no circle, even one that no chain of single files closes.',
    severity: 'error',
    scope: 'folder',
    from: { path: `${FEATURE}[^/]+/?$` },
    to: { path: `${FEATURE}[^/]+/?$`, circular: true },
  },
  {
    name: 'web-ui-imports-no-feature',
    comment: 'ui/ holds presentational pieces of no area: it imports no feature, no shell and no app.',
    severity: 'error',
    from: { path: `${WEB}ui/` },
    to: { path: `${WEB}(features|shell|app)/` },
  },
  {
    name: 'web-lib-imports-no-feature',
    comment: 'lib/ is the plumbing under everything: it imports no feature, no ui, no shell and no app.',
    severity: 'error',
    from: { path: `${WEB}lib/` },
    to: { path: `${WEB}(features|ui|shell|app)/` },
  },
  {
    name: 'web-features-import-no-shell',
    comment: 'The shell and app/ put the features together; a feature imports neither.',
    severity: 'error',
    from: { path: FEATURE },
    to: { path: `${WEB}(shell|app)/` },
  },
  {
    name: 'web-shell-imports-no-app',
    severity: 'error',
    from: { path: `${WEB}shell/` },
    to: { path: `${WEB}app/` },
  },
  {
    name: 'web-feature-through-its-index',
    comment: "A feature reaches another feature only through that feature's index.ts.",
    severity: 'error',
    from: { path: `${FEATURE}([^/]+)/` },
    to: { path: FEATURE, pathNot: [`${FEATURE}$1/`, `${FEATURE}[^/]+/index\\.ts$`] },
  },
  {
    name: 'web-shell-reaches-features-through-index',
    severity: 'error',
    from: { path: `${WEB}(shell|ui|lib)/` },
    to: { path: FEATURE, pathNot: `${FEATURE}[^/]+/index\\.ts$` },
  },
  {
    name: 'web-routes-in-app',
    comment: "Routes are declared in app/: only app/ reaches a feature's pages (lazy-pages.ts), besides its index.ts.",
    severity: 'error',
    from: { path: `${WEB}(app/|main\\.tsx$)` },
    to: { path: FEATURE, pathNot: `${FEATURE}[^/]+/(index|lazy-pages)\\.ts$` },
  },
];
