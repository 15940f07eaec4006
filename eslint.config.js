// @ts-check
import js from '@eslint/js'
import importX from 'eslint-plugin-import-x'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

/**
 * Layers import one way: entitlements, wire <- api <- atoms <- react <- elements; demo implements api; host (the
 * entitlements API for pages without React) sits on atoms beside the elements. wire (the protocol's shapes, keys
 * and limits) is shared with the server and imports nothing of ours.
 */
const layer = (name) => `./src/${name}`
const zones = [
  {
    target: layer('entitlements'),
    from: ['api', 'atoms', 'react', 'elements', 'demo', 'node', 'host', 'wire'],
  },
  {
    target: layer('wire'),
    from: [
      'entitlements',
      'api',
      'atoms',
      'react',
      'elements',
      'demo',
      'node',
      'host',
      'i18n',
      '../server',
    ],
  },
  { target: layer('api'), from: ['atoms', 'react', 'elements', 'demo', 'node', 'host'] },
  { target: layer('atoms'), from: ['react', 'elements', 'demo', 'node', 'host'] },
  { target: layer('react'), from: ['elements', 'demo', 'node', 'host'] },
  { target: layer('elements'), from: ['host', 'node'] },
  { target: layer('demo'), from: ['atoms', 'react', 'elements', 'node', 'host'] },
  { target: layer('host'), from: ['react', 'elements', 'node'] },
  // The message catalogue is framework-free: screens, elements and atoms use it, it uses none of them.
  { target: layer('i18n'), from: ['api', 'atoms', 'react', 'elements', 'demo', 'node', 'host'] },
  { target: './server', from: ['api', 'atoms', 'react', 'elements', 'demo'] },
].map(({ target, from }) => ({ target, from: from.map(layer) }))

export default tseslint.config(
  { ignores: ['dist', 'node_modules', '.data', 'coverage', 'server/dist', '**/*.d.ts'] },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: {
      ecmaVersion: 2022,
      sourceType: 'module',
      globals: { ...globals.browser, ...globals.node },
    },
    plugins: { 'import-x': importX, 'react-hooks': reactHooks },
    settings: {
      'import-x/resolver': { node: { extensions: ['.ts', '.tsx', '.js'] } },
      // The package's own name resolves only once dist/ is built; keep its place stable either way.
      'import-x/internal-regex': '^foyer(/|$)',
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'import-x/order': [
        'error',
        {
          groups: ['builtin', 'external', 'internal', 'parent', 'sibling', 'index', 'type'],
          'newlines-between': 'never',
          alphabetize: { order: 'asc', caseInsensitive: true },
        },
      ],
      'import-x/no-restricted-paths': ['error', { zones }],
      'max-lines': ['error', { max: 300, skipBlankLines: true, skipComments: true }],
      '@typescript-eslint/no-non-null-assertion': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'no-restricted-syntax': [
        'error',
        { selector: 'TSEnumDeclaration', message: 'Use a union type.' },
      ],
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@emotion/css',
              message: 'The default instance writes into document.head; use src/react/ui/styles.',
            },
          ],
        },
      ],
    },
  },
  {
    // Every TypeScript file is in a typecheck program with noUnusedLocals and noUnusedParameters,
    // which report the same (the rule was a fifth of lint's rule time); JavaScript keeps the rule.
    files: ['**/*.ts', '**/*.tsx'],
    rules: { '@typescript-eslint/no-unused-vars': 'off' },
  },
  {
    // A locale's catalogue is data, one file per language by design: it grows with every feature.
    files: ['**/*.types.ts', '**/types.ts', 'src/i18n/messages/*.ts', 'test/**', 'bench/**'],
    rules: { 'max-lines': 'off' },
  },
)
