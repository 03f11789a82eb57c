import path from 'node:path';

// Which folder may import which (decision 030). The features and modules are read from the folder
// names by the path patterns below (`([^/]+)` captures a feature's or a module's folder, `$1`
// names it again in `to`), so a new folder is covered the day it is made: no list to keep.
//
// `npm run test:boundaries` runs it (first thing in `npm run test:unit`, so CI runs it): every
// rule is an `error`, and any violation fails the run. Two API modules that depend on each other
// (through any path) fail apps/api/src/architecture.test.ts, which reads this tool's own graph.
//
// docs/architecture.md "The web's layers" lists each web feature and what it may import;
// apps/web/src/architecture.test.ts holds that list equal to the folders and to these rules.

const WEB = '^apps/web/src';
const API = '^apps/api/src';
const TESTS = '\\.(test|test-util|test-support)\\.tsx?$';

/** @type {import('dependency-cruiser').IConfiguration} */
export default {
  forbidden: [
    // ---- the web (apps/web/src) ----
    {
      name: 'web-feature-imports-feature',
      severity: 'error',
      comment:
        'A web feature never imports another feature: move what both need to the shared layer (components/, lib/, i18n/) ' +
        'or compose the two in a route file under app/routes.',
      from: { path: `${WEB}/features/([^/]+)/` },
      to: { path: `${WEB}/features/`, pathNot: `${WEB}/features/$1/` },
    },
    {
      name: 'web-shared-layer-imports-up',
      severity: 'error',
      comment:
        'The shared layer (components/) serves every area: it imports nothing from app/ or features/. Words it needs ' +
        'come from its own message namespace (locales/*/ui.json) or are passed in.',
      from: { path: `${WEB}/components/` },
      to: { path: `${WEB}/(app|features)/` },
    },
    {
      name: 'web-lib-imports-up',
      severity: 'error',
      comment: 'lib/ and i18n/ are below the features and the shared layer: they import neither, nor app/.',
      from: { path: `${WEB}/(lib|i18n)/`, pathNot: TESTS },
      to: { path: `${WEB}/(app|features|components)/` },
    },
    {
      name: 'web-no-cycle',
      severity: 'error',
      comment:
        'Files of the web app that import each other, directly or round a loop. A type-only import and a lazy ' +
        "import() are not loops: neither runs the other's code when the file loads.",
      from: { path: WEB },
      to: {
        circular: true,
        dependencyTypesNot: ['type-only', 'type-import', 'dynamic-import'],
        viaOnly: { dependencyTypesNot: ['type-only', 'type-import', 'dynamic-import'] },
      },
    },

    // ---- the API (apps/api/src) ----
    {
      name: 'api-payments-imports-module',
      severity: 'error',
      comment:
        'Payments is the provider adapters and the payment rows: it depends on no other module; checkout calls it, ' +
        'and webhooks reach checkout through handlers given at registration (decision 024).',
      from: { path: `${API}/modules/payments/`, pathNot: TESTS },
      to: { path: `${API}/modules/`, pathNot: `${API}/modules/payments/` },
    },
    {
      name: 'api-checkout-front-door',
      severity: 'error',
      comment:
        'The order engine has one front door: outside modules/checkout, import it from modules/checkout/index.ts only ' +
        '(issue 24, decision 039). Tests may reach in (checkout.test-support.ts).',
      from: { path: API, pathNot: [`${API}/modules/checkout/`, TESTS] },
      to: { path: `${API}/modules/checkout/`, pathNot: `${API}/modules/checkout/index\\.ts$` },
    },
    {
      name: 'contracts-import-apps',
      severity: 'error',
      comment: 'packages/contracts is shared by the web and the API: it imports neither.',
      from: { path: '^packages/contracts/' },
      to: { path: '^apps/' },
    },
    // Two API modules depending on each other (through any path) is checked by
    // apps/api/src/architecture.test.ts from this tool's own graph of the product's code: a rule at
    // folder scope also walks through lib/, db/ and the tests, and named 53 knots that were not there.
    {
      name: 'api-plugins-db-import-module',
      severity: 'error',
      comment:
        'plugins/ and db/ sit below the modules: they never import one. A plugin that needs a module (its words, its ' +
        'queries) belongs in that module, registered from its index.ts.',
      from: { path: `${API}/(plugins|db)/`, pathNot: TESTS },
      to: { path: `${API}/modules/` },
    },
    {
      name: 'api-module-internals',
      severity: 'error',
      comment:
        "A module is reached through its front door (index.ts), never through another module's files: what others " +
        'may use of a module is what its index.ts exports. Tests may reach in.',
      from: { path: `${API}/modules/([^/]+)/`, pathNot: TESTS },
      to: { path: `${API}/modules/`, pathNot: [`${API}/modules/$1/`, `${API}/modules/[^/]+/index\\.ts$`] },
    },
    {
      name: 'api-outside-reaches-module-internals',
      severity: 'error',
      comment: 'Outside the modules (app.ts, plugins, db, lib), a module is reached through its index.ts only.',
      from: { path: API, pathNot: [`${API}/modules/`, TESTS] },
      to: { path: `${API}/modules/`, pathNot: `${API}/modules/[^/]+/index\\.ts$` },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['node_modules', '/dist/', '\\.d\\.ts$'] },
    tsPreCompilationDeps: true,
    // The web's `@/` paths; the API and contracts use relative paths and the workspace links.
    tsConfig: { fileName: path.join(import.meta.dirname, 'apps/web/tsconfig.json') },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
    },
    reporterOptions: {
      text: { highlightFocused: true },
    },
  },
};
