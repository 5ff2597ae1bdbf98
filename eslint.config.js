import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';

const nodeIo = ['fs', 'path', 'http', 'https', 'net', 'child_process', 'os', 'crypto', 'url'];

// The package boundaries of docs/design.md "Shape": domain is pure, ui never reaches into app.
const domainBoundary = {
  files: ['packages/domain/src/**/*.ts'],
  languageOptions: { globals: {} },
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          { group: ['react', 'react-*', 'react/*'], message: 'domain has no React.' },
          {
            group: ['node:*', ...nodeIo, ...nodeIo.map((m) => `${m}/*`)],
            message: 'domain does no I/O.',
          },
          { group: ['@plotline/*'], message: 'domain depends on no other package.' },
        ],
      },
    ],
    'no-restricted-globals': [
      'error',
      ...[
        'window',
        'document',
        'localStorage',
        'sessionStorage',
        'fetch',
        'process',
        'performance',
      ].map((name) => ({
        name,
        message: 'domain does no I/O: pass what it needs as a parameter.',
      })),
    ],
    'no-restricted-syntax': [
      'error',
      {
        selector: "NewExpression[callee.name='Date'][arguments.length=0]",
        message: 'domain reads no clock: take "now" as a parameter.',
      },
      {
        selector: "CallExpression[callee.object.name='Date'][callee.property.name='now']",
        message: 'domain reads no clock: take "now" as a parameter.',
      },
      {
        selector: "CallExpression[callee.object.name='Math'][callee.property.name='random']",
        message: 'domain is deterministic.',
      },
    ],
  },
};

const uiNeverImportsApp = {
  group: ['@plotline/app', '@plotline/app/*'],
  message: 'ui never imports app.',
};

const uiBoundary = {
  files: ['packages/ui/**/*.{ts,tsx}'],
  rules: {
    'no-restricted-imports': ['error', { patterns: [uiNeverImportsApp] }],
    'no-restricted-globals': [
      'error',
      { name: 'fetch', message: 'ui never fetches: take data and callbacks as props.' },
    ],
  },
};

// Inside ui the tree reads components -> patterns -> screens: a layer uses only those before it.
// The layer's rule replaces uiBoundary's for its files, so it says again that ui never imports app.
const uiLayer = (layer, forbidden) => ({
  files: [`packages/ui/src/${layer}/**/*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          uiNeverImportsApp,
          ...forbidden.map((other) => ({
            group: [`**/${other}`, `**/${other}/**`, `@plotline/ui/${other}`],
            message: `ui reads components -> patterns -> screens: ${layer} do not import ${other}.`,
          })),
        ],
      },
    ],
  },
});

export default tseslint.config(
  {
    ignores: [
      'packages/api-client/src/schema.ts',
      '**/node_modules/**',
      '**/dist/**',
      '**/.e2e-build-*/**',
      '**/coverage/**',
      'data/**',
      'pacts/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/consistent-type-definitions': ['error', 'type'],
      // A rest sibling leaves out what it names: `const { secret, ...shown } = row`.
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
    },
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    languageOptions: { globals: { ...globals.browser } },
    rules: { ...reactHooks.configs.recommended.rules, ...jsxA11y.configs.strict.rules },
  },
  {
    // Tests read answers whose shape is exactly what they go on to assert.
    files: ['packages/*/test/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  domainBoundary,
  uiBoundary,
  uiLayer('components', ['patterns', 'screens']),
  uiLayer('patterns', ['screens']),
);
