// @ts-check
import js from '@eslint/js';
import pluginQuery from '@tanstack/eslint-plugin-query';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import prettier from 'eslint-config-prettier';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// The kit packages on the strict set; hooks and ui join as their code is brought up to it.
const KIT_FILES = 'packages/{core,sdk,hooks}/**/*.{ts,tsx}';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      // The Stripe build the e2e suite makes next to the storefront's dist.
      '**/dist-stripe/**',
      '**/coverage/**',
      '**/.data/**',
      '**/storybook-static/**',
      // The API reference TypeDoc writes (`pnpm docs:api`).
      'docs-api/**',
      'visual/report/**',
      '**/test-results/**',
      // React Router's build and generated route types (examples/rr7-app).
      'examples/rr7-app/build/**',
      'examples/rr7-app/.react-router/**',
      'packages/sdk/src/generated/**',
      'scripts/readme-snippets/generated/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  // The published kit is held to typescript-eslint's strict type-checked set: values that
  // cannot be what their type says, conditions that are always true, `any` leaking out of a
  // call. The type-aware block below gives these files their program.
  ...tseslint.configs.strictTypeChecked.map((config) => ({
    ...config,
    files: [KIT_FILES],
  })),
  {
    files: [KIT_FILES],
    rules: {
      // A number in a template is what the copy means (`${count} prodotti`), not a slip.
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      // `() => expect(x).toBe(y)` and `() => setOpen(false)` return nothing anyone reads.
      '@typescript-eslint/no-confusing-void-expression': ['error', { ignoreArrowShorthand: true }],
    },
  },
  {
    languageOptions: {
      ecmaVersion: 2022,
      sourceType: 'module',
      globals: { ...globals.browser, ...globals.node },
    },
    rules: {
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'no-console': 'error',
    },
  },
  {
    // Type-aware rules: a promise nobody awaits or catches, or one handed to a place that
    // expects nothing back (an event handler, a callback), loses its failure silently.
    files: ['**/*.{ts,tsx}'],
    languageOptions: {
      parserOptions: {
        projectService: {
          // Config and test files that no tsconfig includes get a default program.
          allowDefaultProject: [
            '.storybook/*.ts',
            'vitest.config.ts',
            'examples/vite-app/guide.test.ts',
            'examples/vite-app/vitest.config.ts',
          ],
        },
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
    },
  },
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    // The React Compiler's checks as well as the two classic rules: refs and state written
    // while rendering, components made during render, memoization it cannot keep.
    rules: {
      ...reactHooks.configs.recommended.rules,
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  ...pluginQuery.configs['flat/recommended'],
  {
    files: ['**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
  },
  {
    // Italian copy elides with the typographic apostrophe (l’ordine, un’e-mail), as the rest of
    // the shop writes it: a straight one between two letters in a string, a template or JSX text
    // is a slip (docs/requirements/README.md, "Writing Italian"). Code that needs one writes \u0027. Tests and
    // build configs are left out: their titles and inline scripts are English.
    files: ['**/*.{ts,tsx}'],
    ignores: [
      '**/*.test.{ts,tsx}',
      '**/*.test-d.{ts,tsx}',
      '**/*.spec.ts',
      '**/e2e/**',
      '**/*.config.ts',
    ],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'Literal[value=/[A-Za-zÀ-ÿ]\x27[A-Za-zÀ-ÿ]/]',
          message: 'Elide with the typographic apostrophe (’), not a straight one.',
        },
        {
          // A tagged template is CSS (styled, css) or markup, whose comments are English.
          selector:
            ':not(TaggedTemplateExpression) > TemplateLiteral > TemplateElement[value.raw=/[A-Za-zÀ-ÿ]\x27[A-Za-zÀ-ÿ]/]',
          message: 'Elide with the typographic apostrophe (’), not a straight one.',
        },
        {
          selector: 'JSXText[value=/[A-Za-zÀ-ÿ]\x27[A-Za-zÀ-ÿ]/]',
          message: 'Elide with the typographic apostrophe (’), not a straight one.',
        },
      ],
    },
  },
  {
    // The test files of core, sdk and the server share their worker's modules (their
    // vitest.config.ts, `isolate: false`): a module mock or a stubbed environment would leak into
    // the next file.
    files: ['packages/{core,sdk,server}/src/**/*.test.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        ...['mock', 'doMock', 'stubEnv', 'stubGlobal'].map((property) => ({
          object: 'vi',
          property,
          message: 'The server suite shares modules between files: pass the value in instead.',
        })),
      ],
    },
  },
  {
    // Command-line scripts talk to the terminal.
    files: ['scripts/**', '**/scripts/**', '.ci/**', 'packages/server/src/main.ts'],
    rules: { 'no-console': 'off' },
  },
  prettier,
);
