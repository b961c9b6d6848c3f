import js from '@eslint/js'
import globals from 'globals'
import reactHooks from 'eslint-plugin-react-hooks'
import tseslint from 'typescript-eslint'

const features = ['loan', 'order', 'bank', 'repayment', 'complaints', 'promotion', 'account', 'support', 'legal', 'site', 'devtools']

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
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'react-redux', importNames: ['useSelector', 'useDispatch', 'useStore'], message: 'Use the typed hooks from store/hooks.' }],
        },
      ],
    },
  },
  // Features do not import each other; they meet in src/app/router.tsx.
  ...features.map((f) => ({
    files: [`features/${f}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'react-redux', importNames: ['useSelector', 'useDispatch', 'useStore'], message: 'Use the typed hooks from store/hooks.' }],
          patterns: [
            {
              group: features.filter((o) => o !== f).flatMap((o) => [`@features/${o}/*`, `@features/${o}`, `**/features/${o}/*`, `../../${o}/*`, `../${o}/*`]),
              message: 'Features do not import each other; share through src/ or store/.',
            },
          ],
        },
      ],
    },
  })),
  {
    files: ['scripts/**/*.{js,mjs}', '*.config.{js,ts}'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    // Playwright fixtures call their callback `use`; it is not React's hook.
    files: ['e2e/**/*.ts'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
  {
    files: ['store/hooks.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: ['**/*.test.{ts,tsx}', 'e2e/**/*.ts', 'tests/**/*.{ts,tsx}', 'sandbox/**/*.ts'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off', '@typescript-eslint/no-explicit-any': 'off' },
  },
)
