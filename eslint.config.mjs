// ESLint flat config: TypeScript, React, accessibility (jsx-a11y) and Docusaurus rules.
import tseslint from 'typescript-eslint';
import react from 'eslint-plugin-react';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import docusaurus from '@docusaurus/eslint-plugin';

export default tseslint.config(
  {ignores: ['build/**', 'build-test/**', 'build-*/**', '.cache/**', '.tmp/**', 'genDocs/**', 'generated/**', '.docusaurus/**', 'node_modules/**', 'test-results/**', 'versioned_docs/**', 'bench/results/**']},
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: {react, 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y, '@docusaurus': docusaurus},
    settings: {react: {version: 'detect'}},
    rules: {
      ...react.configs.recommended.rules,
      // The classic hook rules only: the React Compiler rules of v7 (set-state-in-effect, refs...) flag
      // legitimate patterns here (async effects, portal containers) and we do not use the compiler.
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      ...jsxA11y.configs.strict.rules,
      ...docusaurus.configs.recommended.rules,
      // React 17+ JSX transform: React need not be in scope.
      'react/react-in-jsx-scope': 'off',
      // Types come from TypeScript, not prop-types.
      'react/prop-types': 'off',
      '@docusaurus/no-untranslated-text': ['warn', {ignoredStrings: ['·', '—', '×', '#', '/', '|']}],
      '@typescript-eslint/no-unused-vars': ['error', {argsIgnorePattern: '^_'}],
    },
  },
  {
    // Data-driven pages render strings from data files and tests/scripts are not UI.
    files: ['src/components/**/*.tsx', 'src/pages/**/*.tsx', 'src/theme/**/*.tsx'],
    rules: {'@docusaurus/no-untranslated-text': 'off'},
  },
);
