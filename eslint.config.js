import { readdirSync } from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const features = readdirSync(path.join(import.meta.dirname, 'src/client/features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

// Imports flow one way: shared ← site ← server / client, and inside the client app ← features ← api,
// components, lib. Features never reach into each other: what two features share moves down a layer.
const boundaries = [
  { target: 'src/shared', from: ['src/site', 'src/server', 'src/client'], message: 'src/shared imports nothing of ours.' },
  { target: 'src/site', from: ['src/server', 'src/client'], message: 'src/site imports only src/shared.' },
  { target: 'src/server', from: 'src/client', message: 'The server never imports the client.' },
  { target: 'src/client', from: 'src/server', message: 'The client never imports the server: share it through src/shared.' },
  {
    target: ['src/client/api', 'src/client/components', 'src/client/lib'],
    from: 'src/client/features',
    message: 'api/, components/ and lib/ sit below the features and never import them.',
  },
  ...features.map((feature) => ({
    target: `src/client/features/${feature}`,
    from: 'src/client/features',
    except: [`./${feature}`],
    message: 'Features do not import each other: move what they share to src/client/api, components or lib.',
  })),
];

export default tseslint.config(
  { ignores: ['dist/', 'data/', 'node_modules/', '.test-data/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.json'] })] },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: import.meta.dirname, zones: boundaries }],
    },
  },
  {
    files: ['scripts/**/*.mjs'],
    languageOptions: { globals: globals.node },
  },
  {
    // The script on every published page: a classic script (no modules), run as written by every browser.
    files: ['src/site/site.js'],
    languageOptions: { sourceType: 'script', globals: globals.browser },
    rules: { 'no-var': 'off', 'prefer-const': 'off' },
  },
  {
    // The owner app's service worker (decision 0061): a classic script in the worker's own scope.
    files: ['public/sw.js'],
    languageOptions: { sourceType: 'script', globals: globals.serviceworker },
  },
);
