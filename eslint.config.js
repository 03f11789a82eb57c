import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

// The server's modules (apps/api/src/modules/*).
const API_MODULES = [
  'admin',
  'audit',
  'auth',
  'checkout',
  'events',
  'host-area',
  'hosts',
  'mail',
  'payments',
  'profile',
  'reviews',
  'system',
  'tickets',
  'uploads',
];

const DRIZZLE_ONLY_IN_REPOSITORIES = [{ name: 'drizzle-orm', message: 'Only repositories use Drizzle.' }];
const PAYMENTS_IMPORTS_NO_MODULE = API_MODULES.filter((m) => m !== 'payments').map((other) => ({
  group: [`../${other}/*`, `**/modules/${other}/*`],
  message: 'Payments depends on no other module: pass what it needs in (decision 024).',
}));

const FEATURES = ['discovery', 'events', 'accounts', 'analytics', 'checkout', 'hosts', 'host-area', 'profile', 'admin'];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      'test-results/**',
      'playwright-report/**',
      'apps/api/src/db/migrations/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/no-explicit-any': 'error',
    },
  },
  {
    files: ['scripts/**/*.mjs', 'apps/api/scripts/**/*.mjs', '*.config.{js,ts}'],
    languageOptions: { globals: globals.node },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  // Features never import each other: each feature folder may only import itself, components, lib and contracts.
  ...FEATURES.map((feature) => ({
    files: [`apps/web/src/features/${feature}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: FEATURES.filter((f) => f !== feature).map((other) => ({
            group: [`@/features/${other}`, `@/features/${other}/*`, `**/features/${other}/*`],
            message: 'Features must not import each other; compose them in app/routes instead.',
          })),
        },
      ],
    },
  })),
  // Only repositories touch Drizzle query builders on the server: not routes, services, jobs or
  // views (order-view.ts reads through order-view.repository.ts).
  {
    files: ['apps/api/src/modules/**/*.{routes,service,jobs}.ts', 'apps/api/src/modules/**/*view.ts'],
    rules: {
      'no-restricted-imports': ['error', { paths: DRIZZLE_ONLY_IN_REPOSITORIES }],
    },
  },
  // Payments is the provider adapters (Paystack, the sandbox) and the payment rows, nothing more:
  // checkout owns the order's lifecycle and calls payments, never the other way (decision 024).
  // Webhooks reach checkout and the admin area through handlers given at registration (app.ts).
  // A cycle here once let a payment rule live in either module; this keeps it in one. (After the
  // Drizzle block: a later block's options replace an earlier one's for the same rule, so the
  // payments routes and services carry both.)
  {
    files: ['apps/api/src/modules/payments/**/*.ts'],
    ignores: ['**/*.test.ts', '**/*.test-support.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: PAYMENTS_IMPORTS_NO_MODULE }] },
  },
  {
    files: ['apps/api/src/modules/payments/**/*.{routes,service,jobs}.ts', 'apps/api/src/modules/payments/**/*view.ts'],
    rules: {
      'no-restricted-imports': ['error', { paths: DRIZZLE_ONLY_IN_REPOSITORIES, patterns: PAYMENTS_IMPORTS_NO_MODULE }],
    },
  },
);
