import js from '@eslint/js'
import tseslint from 'typescript-eslint'
import prettierConfig from 'eslint-config-prettier'

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      // every Next build folder, including the per-run ones (NEXT_DIST_DIR=.next-<name>)
      '**/.next*/**',
      '.data/**',
      'src/payload-types.ts',
      'src/app/(payload)/admin/importMap.js',
      'src/migrations/**',
      'case-service/drizzle/**',
      'case-service/src/web/api/schema.d.ts',
      '**/next-env.d.ts',
      'test-results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // One dialect across both apps (issue 29): object types are `type` aliases.
      '@typescript-eslint/consistent-type-definitions': ['error', 'type'],
    },
  },
  {
    files: ['tests/**', 'case-service/tests/**', 'bench/**', 'case-service/bench/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    // Plain Node modules: the globals, not `node:console`/`node:process` imports, which webpack's
    // edge compile of the case service's instrumentation cannot resolve.
    files: ['scripts/**/*.mjs', 'packages/**/*.mjs', '.ci/**'],
    languageOptions: {
      globals: { process: 'readonly', console: 'readonly', fetch: 'readonly', setTimeout: 'readonly', URL: 'readonly' },
    },
  },
  // Formatting is Prettier's (`npm run lint` runs `prettier --check`); no ESLint style rules compete with it.
  prettierConfig,
)
