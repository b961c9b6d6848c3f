import js from '@eslint/js'
import compat from 'eslint-plugin-compat'
import reactHooks from 'eslint-plugin-react-hooks'
import simpleImportSort from 'eslint-plugin-simple-import-sort'
import globals from 'globals'
import tseslint from 'typescript-eslint'

/** Imports the app makes through its own modules instead. */
const restrictedPaths = [
  { name: 'react-redux', importNames: ['useSelector', 'useDispatch', 'useStore'], message: 'Use the typed hooks from store/hooks.' },
  {
    name: 'react-router-dom',
    importNames: ['Link', 'NavLink'],
    message: "Use Link from @src/nav/Link: react-router's carries framework prefetching onto every screen's start.",
  },
]

/**
 * Import order, fixed by `eslint --fix` (eslint-plugin-simple-import-sort): side-effect imports
 * that are not styles, packages, the project's aliases (@src, @store, @features, @sandbox, @tests),
 * relative paths, then stylesheets. Stylesheets stay last and keep their order among themselves:
 * a file's own CSS comes after the components it imports, so its rules win ties in the cascade.
 */
const importGroups = [
  ['^\\u0000(?!.*\\.css$)'],
  ['^node:', '^(?!@(src|store|features|sandbox|tests)/)@?\\w'],
  ['^@(src|store|features|sandbox|tests)/'],
  ['^\\.'],
  ['^\\u0000.*\\.css$'],
]

export default tseslint.config(
  { ignores: ['dist', 'dev-dist', 'node_modules', 'test-results', 'playwright-report', 'bench-results', 'coverage'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { ecmaVersion: 2022, globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-restricted-imports': [
        'error',
        {
          paths: restrictedPaths,
        },
      ],
    },
  },
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    ignores: ['public/boot-check.js'],
    plugins: { 'simple-import-sort': simpleImportSort },
    rules: {
      'simple-import-sort/imports': ['error', { groups: importGroups }],
      'simple-import-sort/exports': 'error',
    },
  },
  {
    files: ['scripts/**/*.{js,mjs}', '*.config.{js,ts}'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ['.dependency-cruiser.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: { ...globals.node } },
  },
  {
    // Playwright fixtures call their callback `use`; it is not React's hook.
    files: ['e2e/**/*.ts'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
  {
    // The update-message fallback runs on phones far below the baseline: ES5, a classic script.
    files: ['public/boot-check.js'],
    languageOptions: { ecmaVersion: 5, sourceType: 'script', globals: { ...globals.browser } },
  },
  {
    files: ['store/hooks.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    // The screen tables name their pages and api by type alone (`typeof import('./pages/X.tsx')`):
    // the build reads them in Node, where an import of a page would load its code (src/nav/screens.ts).
    files: ['features/*/screens.ts'],
    rules: { '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports', disallowTypeAnnotations: false }] },
  },
  // Code that ships to the browser is linted against the browser baseline
  // (package.json browserslist: Chrome 80 / Android WebView 80, iOS 14), the public runtime in
  // src/public included. lintAllEsApis also catches built-ins (Object.hasOwn, structuredClone...);
  // guarded uses (`typeof X`, `if (X)`) pass, optional chaining (`x?.y`) needs a disable comment.
  {
    ...compat.configs['flat/recommended'],
    files: ['{src,store,features,sw}/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    settings: { lintAllEsApis: true },
    rules: {
      ...compat.configs['flat/recommended'].rules,
      // Instance methods the compat plugin cannot see without types (Chrome 85-110, iOS 15+).
      'no-restricted-syntax': [
        'error',
        {
          selector:
            'CallExpression[callee.property.name=/^(replaceAll|at|findLast|findLastIndex|toSorted|toReversed|toSpliced|hasOwn|groupBy|withResolvers|fromAsync|replaceChildren)$/]',
          message:
            'Beyond the browser baseline (Chrome 80 / iOS 14): use an older equivalent or a guarded fallback (README "Supported browsers").',
        },
        {
          selector: "MemberExpression[object.name='AbortSignal'][property.name=/^(timeout|any)$/]",
          message: 'AbortSignal.timeout/any are Chrome 100+: use an AbortController with setTimeout.',
        },
      ],
    },
  },
  // A function longer than a screen and a half does several jobs: split it by job (a hook, a
  // component per part, a pure step). Tests are left out: a describe block is a list, not a job.
  {
    files: ['{src,store,features,sw,sandbox,scripts}/**/*.{ts,tsx,js,mjs}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: { 'max-lines-per-function': ['error', { max: 120, skipBlankLines: true, skipComments: true }] },
  },
  {
    files: ['**/*.test.{ts,tsx}', 'e2e/**/*.ts', 'tests/**/*.{ts,tsx}', 'sandbox/**/*.ts'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off', '@typescript-eslint/no-explicit-any': 'off' },
  },
)
