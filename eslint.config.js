// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importPlugin from 'eslint-plugin-import';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';
import { existsSync, readdirSync } from 'node:fs';

const featuresDir = 'apps/web/src/features';
/** One zone per feature: it may import from itself but from no other feature. */
const featureZones = existsSync(featuresDir)
  ? readdirSync(featuresDir).map((name) => ({
      target: `./${featuresDir}/${name}`,
      from: `./${featuresDir}`,
      except: [`./${name}`],
    }))
  : [];

const serverModulesDir = 'apps/server/src/modules';
const serverModules = existsSync(serverModulesDir)
  ? readdirSync(serverModulesDir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
  : [];
/**
 * What a server module may import from another: its service.ts (functions and exported types).
 * The ledger, jobs and events modules are shared infrastructure of the others, so a few more of
 * their files are public (docs/decisions/0017-module-boundaries.md).
 */
const PUBLIC_MODULE_FILES = {
  ledger: ['amounts.ts', 'verify.ts'],
  jobs: ['runner.ts'],
  events: ['catalog.ts'],
};
const publicFilesOf = (name) => ['service.ts', ...(PUBLIC_MODULE_FILES[name] ?? [])].map((file) => `./${name}/${file}`);
/** One zone per server module: itself, and only the public files of the others. */
const serverModuleZones = serverModules.map((name) => ({
  target: `./${serverModulesDir}/${name}`,
  from: `./${serverModulesDir}`,
  except: [`./${name}`, ...serverModules.filter((other) => other !== name).flatMap(publicFilesOf)],
  message:
    'A module imports only another module’s service.ts (plus ledger/jobs/events public files); for anything else the other module registers a handler at start-up (docs/decisions/0017-module-boundaries.md).',
}));

export default tseslint.config(
  {
    ignores: [
      '.e2e/**',
      '**/dist/**',
      // Builds kept apart for a browser-test run (E2E_SERVER_ENTRY, E2E_WEB_DIST).
      '**/dist-*/**',
      '**/node_modules/**',
      '**/data/**',
      'test-results/**',
      'playwright-report/**',
      '.bench/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.node },
    },
    plugins: { import: importPlugin },
    settings: {
      // The TypeScript resolver maps NodeNext '.js' specifiers and package `exports` to sources.
      'import/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import/resolver': {
        typescript: {
          project: ['apps/*/tsconfig.json', 'packages/*/tsconfig.json', 'tsconfig.json'],
          conditionNames: ['source', 'types', 'import', 'default'],
        },
      },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'import/no-cycle': ['error', { maxDepth: 10 }],
      'import/no-self-import': 'error',
      'import/no-duplicates': 'error',
    },
  },
  {
    files: ['**/*.js', '**/*.mjs', '**/*.cjs'],
    extends: [tseslint.configs.disableTypeChecked],
  },
  {
    files: ['apps/server/src/**/*.ts'],
    rules: {
      // Modules meet through services and registries; infrastructure knows no module (app.ts,
      // api.ts and cli/ compose them).
      'import/no-restricted-paths': [
        'error',
        {
          zones: [
            ...serverModuleZones,
            {
              target: [
                './apps/server/src/plugins',
                './apps/server/src/http',
                './apps/server/src/errors',
                './apps/server/src/content',
                './apps/server/src/text',
                './apps/server/src/queues',
              ],
              from: `./${serverModulesDir}`,
              message: 'Infrastructure imports no module: the module registers what it offers (see app.ts).',
            },
          ],
        },
      ],
    },
  },
  {
    // A route parses its input, calls one service function and shapes the answer: the service owns
    // the transaction, so its rules and its writes commit together whoever calls it.
    files: ['apps/server/src/modules/**/*routes.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.property.name='transaction']",
          message:
            'Routes never open a transaction: move it into a service function that owns it (the route parses input, calls one service function and shapes the answer; docs/ARCHITECTURE.md).',
        },
      ],
    },
  },
  {
    // Web test files share one module graph per worker (apps/web/vitest.config.ts): a module
    // replaced with vi.mock would not reach components other files imported first.
    files: ['apps/web/src/**/*.test.{ts,tsx}'],
    ignores: ['apps/web/src/**/*.isolated.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.object.name='vi'][callee.property.name=/^(mock|doMock|unmock)$/]",
          message: 'Replacing a module needs a module graph of its own: name the file *.isolated.test.tsx.',
        },
      ],
    },
  },
  {
    // A file you can hold in your head: split a larger one by use case (docs/ARCHITECTURE.md).
    // Tests, generated files and data catalogues are not held to it.
    files: ['apps/*/src/**/*.{ts,tsx}', 'packages/*/src/**/*.ts', 'scripts/**/*.mjs', 'bench/**/*.mjs'],
    ignores: ['**/*.test.{ts,tsx,mjs}', 'apps/server/src/db/schema.generated.ts', 'apps/server/src/db/demo/catalog.ts'],
    rules: { 'max-lines': ['error', { max: 400 }] },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      // Features never import each other; routes in src/app compose them (bulletproof-react).
      'import/no-restricted-paths': [
        'error',
        {
          zones: [
            ...featureZones,
            { target: './apps/web/src/features', from: './apps/web/src/app' },
            {
              target: ['./apps/web/src/components', './apps/web/src/lib', './apps/web/src/config'],
              from: ['./apps/web/src/features', './apps/web/src/app'],
            },
          ],
        },
      ],
    },
  },
);
