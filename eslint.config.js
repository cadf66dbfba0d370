// ESLint: typescript-eslint's recommended rules, React's hooks rules and the layer rules of
// eslint/verdant-layers.js. `npm run lint`; part of `npm test`. Import cycles are found over the
// whole graph at once by eslint/import-cycles.test.ts (as a rule they took most of the lint time).
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import verdant from './eslint/verdant-layers.js';

export default tseslint.config(
  { ignores: ['dist/**', 'data/**', 'node_modules/**', '.tmp/**', '.tmp-lint-probe-*/**', 'test-results/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    languageOptions: { ecmaVersion: 2023, sourceType: 'module' },
    plugins: { 'react-hooks': reactHooks, verdant },
    rules: {
      'verdant/layers': 'error',
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      // The type checker already reports undefined names, and knows Node's and the DOM's globals.
      'no-undef': 'off',
      // Small modules: split a file before it grows past about 300 lines of code.
      'max-lines': ['error', { max: 300, skipBlankLines: true, skipComments: true }],
    },
  },
  {
    // Long lists, not logic: demo content, translation tables and the database's table types.
    files: ['src/server/seed/demo/**', 'src/**/i18n/**', 'src/server/db/schema.ts'],
    rules: { 'max-lines': 'off' },
  },
  {
    // Tests feed NUL and other control characters on purpose, and poke at loosely typed answers.
    files: ['**/*.test.{ts,tsx}', '**/*.e2e.ts', 'e2e/**', 'e2e-cluster/**', '**/test-support/**', '**/testing/**'],
    rules: { 'no-control-regex': 'off', '@typescript-eslint/no-explicit-any': 'off', 'max-lines': 'off' },
  },
);
