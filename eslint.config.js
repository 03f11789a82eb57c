import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

// Which folder may import which (features, the shared layer, the API's modules and payments) is
// dependency-cruiser's job: .dependency-cruiser.mjs, run by `npm run test:boundaries` (decision 030).
const DRIZZLE_ONLY_IN_REPOSITORIES = [{ name: 'drizzle-orm', message: 'Only repositories use Drizzle.' }];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-ssr/**',
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
    files: ['scripts/**/*.mjs', 'bench/**/*.mjs', 'apps/api/scripts/**/*.mjs', '*.config.{js,ts}'],
    languageOptions: { globals: globals.node },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  // Only repositories touch Drizzle query builders on the server: not routes, services, jobs or
  // views (order-view.ts reads through order-view.repository.ts).
  {
    files: ['apps/api/src/modules/**/*.{routes,service,jobs}.ts', 'apps/api/src/modules/**/*view.ts'],
    rules: {
      'no-restricted-imports': ['error', { paths: DRIZZLE_ONLY_IN_REPOSITORIES }],
    },
  },
);
