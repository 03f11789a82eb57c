import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

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
      'no-restricted-imports': [
        'error',
        { paths: [{ name: 'drizzle-orm', message: 'Only repositories use Drizzle.' }] },
      ],
    },
  },
);
