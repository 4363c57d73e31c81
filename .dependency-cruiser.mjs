/**
 * The import rules of docs/architecture.md, checked by `npm run deps:check` and by `npm test` ("import check").
 * A rule broken here is a layer crossed in the code: fix the import, never the rule.
 */
import webRules from './apps/web/dependency-rules.cjs';

const MODULES = '^apps/server/src/modules/';

/** @type {import('dependency-cruiser').IConfiguration} */
export default {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'No import circle anywhere: a circle makes every file of it load (and change) with every other.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'shared-imports-no-app',
      severity: 'error',
      comment: 'packages/shared is the vocabulary both apps use: it imports nothing of them.',
      from: { path: '^packages/shared/' },
      to: { path: '^apps/' },
    },
    {
      name: 'platform-imports-no-module',
      severity: 'error',
      comment: 'The platform is infrastructure without domain rules: it imports no module.',
      // The platform's own integration tests may build an organisation with the organisations module.
      from: { path: '^apps/server/src/platform/', pathNot: '\\.test\\.ts$' },
      to: { path: MODULES },
    },
    {
      name: 'policies-import-no-module',
      severity: 'error',
      comment: 'The policies are pure predicates every module uses: they import no module.',
      from: { path: '^apps/server/src/policies/' },
      to: { path: MODULES },
    },
    {
      name: 'module-through-index',
      severity: 'error',
      comment: "A module reaches another module only through that module's index.ts.",
      from: { path: `${MODULES}([^/]+)/` },
      to: {
        path: MODULES,
        // Test fixtures (`*.fixtures.ts`) are shared by the tests of the areas that build on them.
        pathNot: [`${MODULES}$1/`, `${MODULES}[^/]+/index\\.ts$`, `${MODULES}[^/]+/[^/]+\\.fixtures\\.ts$`],
      },
    },
    {
      name: 'outside-through-index',
      severity: 'error',
      comment:
        'Boot, demo data, drills and scripts reach a module through its index.ts too; only the registration files ' +
        '(schema index, app.ts) import GraphQL, REST and job files.',
      from: {
        path: '^apps/server/',
        pathNot: [MODULES, '^apps/server/src/app\\.ts$'],
      },
      to: { path: MODULES, pathNot: [`${MODULES}[^/]+/index\\.ts$`, `${MODULES}schema-index\\.ts$`] },
    },
    {
      name: 'index-registers-nothing',
      severity: 'error',
      comment:
        "A module's index.ts exports what other modules may call; the GraphQL and REST files are registered by " +
        'schema-index.ts and app.ts, never through an index.ts.',
      from: { path: `${MODULES}[^/]+/index\\.ts$` },
      to: { path: '\\.(graphql|rest)\\.ts$' },
    },
    // The web app's rules (ui/, lib/, shell/, features through their index.ts, routes in app/, no circle between
    // features): apps/web/dependency-rules.cjs.
    ...webRules,
  ],
  options: {
    includeOnly: '^(apps|packages)/',
    exclude: { path: '(^|/)(node_modules|dist|data|drizzle)/|\\.d\\.ts$' },
    doNotFollow: { path: 'node_modules' },
    // Type-only imports count: a type circle is still a circle for whoever reads or moves the code.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
      mainFields: ['module', 'main', 'types', 'typings'],
    },
    reporterOptions: {
      text: { highlightFocused: true },
    },
  },
};
