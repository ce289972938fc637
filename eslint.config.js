// ESLint (flat config): the recommended JS and TypeScript sets (syntax only, no type information:
// fast on a small machine), the rules of hooks, and the house rules of docs/architecture.md
// (eslint-rules/). Formatting is Prettier's job, not ESLint's.
import js from '@eslint/js';
import { defineConfig } from 'eslint/config';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import house from './eslint-rules/index.js';

const tests = ['**/*.test.{ts,tsx,js,mjs}', 'test/**'];

export default defineConfig(
  { ignores: ['dist/', 'data/', 'coverage/', 'test-results/', '.tmp/', 'src/routeTree.gen.ts', 'src/api/schema.d.ts'] },
  {
    files: ['**/*.{js,mjs,cjs,ts,tsx}'],
    extends: [js.configs.recommended, tseslint.configs.recommended],
    languageOptions: { ecmaVersion: 2023, sourceType: 'module', globals: { ...globals.node } },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      // The compiler (noUnusedLocals, noUnusedParameters) already reports these; `_name` marks one kept on purpose.
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none', ignoreRestSiblings: true }],
      // `(list[k] ??= []).includes(x) || list[k].push(x)` is a house idiom.
      '@typescript-eslint/no-unused-expressions': ['error', { allowShortCircuit: true, allowTernary: true }],
      // A `let` that closures read before it is assigned (the app's router) stays a `let`.
      'prefer-const': ['error', { ignoreReadBeforeAssign: true }],
    },
  },
  {
    // The server walks untyped JSON (the OpenAPI document, Ajv errors, test answers) and gives rows
    // `any` values by default: `any` is left there for now (about 160 places); the browser code has none.
    files: ['server/**', 'test/server/**', 'test/e2e/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    // Browser code: the app, its test helpers, and the bench scripts' page.evaluate bodies.
    files: ['src/**', 'test/**/*.{ts,tsx}', 'bench/**'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    // Views and their hooks; tests are left out, where use* names are fixtures (useViewport, useBrowser).
    files: ['src/**/*.{ts,tsx}'],
    ignores: tests,
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { house },
    rules: { 'house/api-client-imports': 'error', 'house/area-boundaries': 'error' },
  },
  {
    files: ['src/**/*.tsx'],
    ignores: tests,
    plugins: { house },
    rules: { 'house/no-api-in-effect': 'error' },
  },
  {
    // Dialogs go through Modal (src/ui/modal.tsx), which mounts one only while it is open (issue 25).
    files: ['src/**/*.tsx'],
    ignores: ['src/ui/modal.tsx', ...tests],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [{ name: '@headlessui/react', importNames: ['Dialog'], message: 'Use Modal from src/ui/modal.tsx: a closed Headless UI Dialog re-renders the page as it commits.' }] },
      ],
    },
  },
  {
    files: ['server/**/*.ts'],
    plugins: { house },
    rules: { 'house/no-request-cast': 'error' },
  },
);
