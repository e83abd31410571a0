// One lint setup for every workspace: type-aware TypeScript rules, React hooks rules for the web app.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { readdirSync } from 'node:fs';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';

// Web features have borders (as bulletproof-react's): a feature may use another only through that
// feature's entry files, index.ts (what the storefront and other features use) and admin.ts (its
// admin-panel parts), never its internals; shared code flows one way, lib and components →
// features → app. Tests and test utilities compose freely.
const features = './apps/web/src/features';
const featureNames = readdirSync(new URL(features, import.meta.url), { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);
const featureBorders = [
  ...featureNames.flatMap((target) =>
    featureNames
      .filter((from) => from !== target)
      .map((from) => ({
        target: `${features}/${target}`,
        from: `${features}/${from}`,
        except: ['./index.ts', './admin.ts'],
        message: `Use what '${from}' offers in its index.ts or admin.ts, not its internals.`,
      })),
  ),
  { target: features, from: './apps/web/src/app', message: 'Features do not import the app shell; move what is shared to src/lib or src/components.' },
  { target: ['./apps/web/src/lib', './apps/web/src/components'], from: [features, './apps/web/src/app'], message: 'Shared code does not import features or the app.' },
];

export default tseslint.config(
  { ignores: ['**/dist/**', '**/dist-server/**', '**/node_modules/**', 'data/**', '**/db/migrations/**', 'e2e/.artifacts/**', '**/*.config.js', 'scripts/*.mjs'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: {
      parserOptions: { projectService: { allowDefaultProject: ['vitest.config.ts'] }, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.node },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    // node:test's describe/it return promises that the runner itself awaits.
    files: ['e2e/tests/**/*.ts'],
    rules: { '@typescript-eslint/no-floating-promises': 'off' },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', '**/test-utils.{ts,tsx}', 'apps/web/src/test/**'],
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] })] },
    rules: { 'import-x/no-restricted-paths': ['error', { zones: featureBorders }] },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
);
