import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import astro from 'eslint-plugin-astro';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import prettier from 'eslint-config-prettier';
import globals from 'globals';

const TS_FILES = ['**/*.ts', '**/*.tsx'];

export default tseslint.config(
  {
    ignores: [
      'dist/',
      '.astro/',
      '.build/',
      '.cache/',
      'public/demo-media/',
      'data/',
      'node_modules/',
      'test-results/',
      'playwright-report/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  ...astro.configs.recommended,
  // Type-aware rules on every TypeScript file (src, gateway, scripts, tests): floating promises,
  // unsafe any, needless assertions, and switches that forget a member of their union.
  ...tseslint.configs.recommendedTypeChecked.map((config) => ({ ...config, files: TS_FILES })),
  {
    files: TS_FILES,
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/switch-exhaustiveness-check': [
        'error',
        { considerDefaultExhaustiveForUnions: false, requireDefaultForNonUnion: false },
      ],
    },
  },
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
    },
  },
  // POI types by name (POI_TYPE.hotel), never as bare numbers: a compared literal 1-4 next to a
  // poiType/poi_type is refused (seed data and tests may still write the API's numbers).
  {
    files: ['src/**/*.{ts,tsx}', 'gateway/**/*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "BinaryExpression[left.property.name='poiType'][right.type='Literal'][right.raw=/^[1-4]$/]",
          message: 'Compare POI types with POI_TYPE (src/lib/contract/constants.ts).',
        },
        {
          selector:
            "BinaryExpression[right.property.name='poiType'][left.type='Literal'][left.raw=/^[1-4]$/]",
          message: 'Compare POI types with POI_TYPE (src/lib/contract/constants.ts).',
        },
        {
          selector:
            "CallExpression[callee.property.name='where'][arguments.0.value=/poi_type$/] > Literal[raw=/^[1-4]$/]",
          message: 'Compare POI types with POI_TYPE (src/lib/contract/constants.ts).',
        },
      ],
    },
  },
  // Layers (DESIGN §2): src/lib is the domain and imports no page, island, component, content
  // module or gateway code; the gateway imports nothing of the site's pages, islands, components
  // or content modules (what both need lives in src/lib).
  {
    files: ['src/lib/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(\\.\\./)+(content|islands|pages|components|scripts)/',
              message:
                'src/lib imports only src/lib and packages: move what it needs into src/lib.',
            },
            {
              regex: '^(\\.\\./)+gateway/',
              message: 'src/lib never imports the gateway: the contract lives in src/lib.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['gateway/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '/src/(content|islands|pages|components|scripts)/',
              message: 'The gateway imports only src/lib of the site: move what it shares there.',
            },
          ],
        },
      ],
    },
  },
  // The environment is read in the env modules only (gateway/env.ts, src/content/source.ts); the
  // rest gets its settings passed in. Scripts are entry points and read theirs.
  {
    files: ['src/**/*.{ts,tsx,astro}', 'gateway/**/*.ts'],
    ignores: ['gateway/env.ts', 'src/content/source.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        { object: 'process', property: 'env', message: 'Read settings in gateway/env.ts.' },
      ],
    },
  },
  // Islands reach the gateway only through the api client (src/lib/api), never with fetch.
  {
    files: ['src/islands/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-globals': [
        'error',
        { name: 'fetch', message: 'Islands call the gateway through src/lib/api.' },
      ],
      'no-restricted-properties': [
        'error',
        { object: 'process', property: 'env', message: 'Read settings in gateway/env.ts.' },
        {
          object: 'window',
          property: 'fetch',
          message: 'Islands call the gateway through src/lib/api.',
        },
        {
          object: 'globalThis',
          property: 'fetch',
          message: 'Islands call the gateway through src/lib/api.',
        },
      ],
    },
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'jsx-a11y': jsxA11y, 'react-hooks': reactHooks },
    rules: {
      ...jsxA11y.configs.recommended.rules,
      ...reactHooks.configs.recommended.rules,
    },
  },
  {
    files: ['scripts/**', 'tests/bench/**'],
    rules: { 'no-console': 'off' },
  },
  prettier,
);
