import nextCoreWebVitals from 'eslint-config-next/core-web-vitals'
import nextTypescript from 'eslint-config-next/typescript'

const config = [
  {
    ignores: ['**/node_modules/**', 'web/.next/**', 'studio/dist/**', 'studio/.sanity/**', 'web/lib/content/sanity.types.ts', 'data/**', 'test-results/**', 'playwright-report/**', '.bench/**'],
  },
  ...nextCoreWebVitals,
  ...nextTypescript,
  {
    settings: { next: { rootDir: 'web/' } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
]

export default config
