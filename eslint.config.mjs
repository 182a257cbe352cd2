import nextCoreWebVitals from 'eslint-config-next/core-web-vitals'
import nextTypescript from 'eslint-config-next/typescript'

/**
 * A path into web/lib/content-lake other than its two entries (the index, outside-next): by alias
 * (`@/lib/content-lake/store`) or relative (`../../web/lib/content-lake/types`, `../content-lake/server`).
 */
const CONTENT_LAKE_INTERNAL = /(^|\/)content-lake\/(?!outside-next$)./
/** The same for esquery (dynamic `import()`), whose regular expressions cannot contain `/`. */
const CONTENT_LAKE_INTERNAL_SELECTOR = '/(^|[^a-z-])content-lake.(?!outside-next$)./'

/** A dynamic import of the Content Lake's internals (see CONTENT_LAKE_INTERNAL). */
const CONTENT_LAKE_IMPORT = {
  selector: `ImportExpression[source.value=${CONTENT_LAKE_INTERNAL_SELECTOR}]`,
  message: "The Content Lake's internals are private: import('@/lib/content-lake') (or '…/content-lake/outside-next' outside Next).",
}

/**
 * A next/link `Link` that does not say whether it prefetches. Next's default asks the server for every
 * linked page in view, uncached (docs/routing.md, "Links on public pages do not prefetch").
 */
const LINK_WITHOUT_PREFETCH = {
  selector: "JSXOpeningElement[name.name='Link']:not(:has(JSXAttribute[name.name='prefetch']))",
  message: 'Say whether this link prefetches: prefetch={false} on public pages, IntentLink on pages rendered per request (docs/routing.md).',
}

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
  {
    // The local Content Lake is a package (web/lib/content-lake/README.md): outside it, only its public
    // index (`@/lib/content-lake`) and its entry for code outside Next (`…/content-lake/outside-next`),
    // by alias or by relative path, static or dynamic import.
    files: ['**/*.{ts,tsx,js,mjs,cjs}'],
    ignores: ['web/lib/content-lake/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: CONTENT_LAKE_INTERNAL.source,
              message: "The Content Lake's internals are private: import '@/lib/content-lake' (or '…/content-lake/outside-next' outside Next).",
            },
          ],
        },
      ],
      'no-restricted-syntax': ['error', CONTENT_LAKE_IMPORT],
    },
  },
  {
    // The app's links (the mail templates' `Link` is React Email's). A later block replaces a rule for its
    // files, so this one repeats the Content Lake's.
    files: ['web/**/*.tsx'],
    ignores: ['web/lib/content-lake/**', 'web/lib/mail/**'],
    rules: {
      'no-restricted-syntax': ['error', CONTENT_LAKE_IMPORT, LINK_WITHOUT_PREFETCH],
    },
  },
]

export default config
