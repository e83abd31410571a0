// One lint setup for every workspace: type-aware TypeScript rules, React hooks rules for the web app.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { readdirSync } from 'node:fs';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import lingui from 'eslint-plugin-lingui';

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
  {
    target: ['./apps/web/src/lib', './apps/web/src/components'],
    from: [features, './apps/web/src/app'],
    message: 'Shared code does not import features or the app.',
  },
];

// API modules have borders too: a module uses another only through that module's index.ts (its
// service, the functions it offers other modules and its types), never its repo or other files.
const apiModules = './apps/api/src/modules';
const apiModuleNames = readdirSync(new URL(apiModules, import.meta.url), { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);
const apiModuleBorders = apiModuleNames
  .flatMap((target) =>
    apiModuleNames
      .filter((from) => from !== target)
      .map((from) => ({
        target: `${apiModules}/${target}`,
        from: `${apiModules}/${from}`,
        except: ['./index.ts'],
        message: `Use what '${from}' offers in its index.ts, not its internals.`,
      })),
  )
  .concat([
    // The platform and the database sit below the modules; the seed sits above them (it uses them).
    {
      target: ['./apps/api/src/platform', './apps/api/src/db'],
      from: [apiModules, './apps/api/src/plugins', './apps/api/src/seed'],
      message: 'The platform and the database do not import modules, plugins or the seed.',
    },
    { target: apiModules, from: ['./apps/api/src/seed', './apps/api/src/plugins'], message: "Modules do not import the seed or the app's plugins." },
  ]);
const importResolver = {
  'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] })],
  // Without this the rules read only .js files' imports, and see no circle through TypeScript.
  'import-x/extensions': ['.ts', '.tsx', '.js'],
};

// What customers and riders read is in English and Hindi: in these folders every string a person
// sees goes through Lingui's messages (see docs/decisions/011-hindi-and-english.md). The admin
// panel's other screens stay English. Strings that are not words (class names, paths, keys, query
// keys, ids) are told apart by where they stand.
const translatedFolders = [
  'app/shell',
  'components',
  'features/account',
  'features/auth/pages/auth-page.tsx',
  'features/auth/pages/forgot-password-page.tsx',
  'features/auth/pages/reset-password-page.tsx',
  'features/cart',
  'features/catalog/components',
  'features/catalog/pages',
  'features/checkout',
  'features/companies',
  'features/occasions/components/occasion-form.tsx',
  'features/occasions/components/occasion-offer.tsx',
  'features/occasions/components/occasions-section.tsx',
  'features/occasions/lib',
  'features/occasions/pages',
  'features/content/components',
  'features/content/pages',
  'features/custom-designs/components',
  'features/custom-designs/pages',
  'features/orders',
  'features/reviews/components',
  'features/rider',
  'features/static-pages',
  'features/subscriptions/components',
  'features/subscriptions/pages',
  'features/tracking',
];
const untranslatedComponents = ['admin-pagination', 'print-layer'];

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-server/**',
      // React Router's build and its generated route types.
      'apps/web/build/**',
      '**/.react-router/**',
      '**/node_modules/**',
      'data/**',
      '**/db/migrations/**',
      'e2e/.artifacts/**',
      '**/*.config.js',
      'scripts/*.mjs',
    ],
  },
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
    settings: importResolver,
    rules: { 'import-x/no-restricted-paths': ['error', { zones: featureBorders }] },
  },
  {
    // The web app's test files share a worker's modules (vitest.config.ts); one that replaces a
    // module must have a module graph of its own, so it is named *.isolated.test.* and runs apart.
    files: ['apps/web/src/**/*.test.{ts,tsx}'],
    ignores: ['**/*.isolated.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.object.name='vi'][callee.property.name=/^(mock|doMock|resetModules)$/]",
          message: 'A test file that replaces a module runs in a module graph of its own: name it *.isolated.test.ts(x).',
        },
      ],
    },
  },
  {
    files: ['apps/api/src/**/*.ts'],
    ignores: ['**/*.test.ts', 'apps/api/src/test/**'],
    plugins: { 'import-x': importX },
    settings: importResolver,
    rules: { 'import-x/no-restricted-paths': ['error', { zones: apiModuleBorders }] },
  },
  {
    // Files that import each other (directly or round a longer circle) cannot be understood, tested
    // or loaded one without the other; type-only imports do not count.
    files: ['apps/api/src/**/*.ts', 'apps/web/src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: importResolver,
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    files: translatedFolders.map((f) => (f.endsWith('.tsx') ? `apps/web/src/${f}` : `apps/web/src/${f}/**/*.{ts,tsx}`)),
    ignores: [
      '**/*.test.{ts,tsx}',
      '**/test-utils.{ts,tsx}',
      '**/admin/**',
      '**/panels/**',
      '**/api/**',
      ...untranslatedComponents.map((c) => `apps/web/src/components/${c}.tsx`),
    ],
    plugins: { lingui },
    rules: {
      'lingui/no-unlocalized-strings': [
        'error',
        {
          // Not words: class lists, paths, ids, keys and codes (no capital letter and no space), or
          // SHOUTING_CONSTANTS.
          ignore: ['^[^A-Z\\s]*$', '^[A-Z0-9_]+$', '^[a-z][a-z0-9-]*( [a-z][a-z0-9:/\\[\\]().%-]*)+$'],
          ignoreNames: [
            {
              regex: {
                pattern:
                  'className|classes|Class$|^(to|href|src|srcSet|sizes|type|id|key|name|role|method|autoComplete|inputMode|htmlFor|rel|target|lang|hrefLang|enterKeyHint|accept|capture|pattern|mode|variant|tone|size|status|kind|tab)$',
              },
            },
          ],
          ignoreFunctions: [
            'Error',
            'console.*',
            'URL',
            'URLSearchParams',
            '*.get',
            '*.set',
            '*.has',
            '*.delete',
            '*.append',
            'apiRequest',
            'apiDownload',
            'saveDownload',
            'useUrlTabs',
            'queryKey',
            'matchMedia',
            'useMediaQuery',
            '*.startsWith',
            '*.endsWith',
            '*.includes',
            'document.*',
            '*.addEventListener',
            '*.removeEventListener',
            'Intl.*',
          ],
          ignoreMethodsOnTypes: ['Map.get', 'Map.has', 'Set.has'],
        },
      ],
    },
  },
);
