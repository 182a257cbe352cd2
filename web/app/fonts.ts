import localFont from 'next/font/local'

/**
 * Self-hosted variable fonts (from @fontsource-variable), latin subset: no third-party request. Preloaded
 * and `display: optional`: the font is used when it arrives within the first paint's short block period
 * (it does on every visit after the first, from the cache), else the size-adjusted fallback stays for that
 * page view, so swapping fonts never shifts the layout (CLS 0).
 */
export const inter = localFont({
  src: '../../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
  variable: '--font-inter',
  display: 'optional',
  weight: '100 900',
})

export const jakarta = localFont({
  src: '../../node_modules/@fontsource-variable/plus-jakarta-sans/files/plus-jakarta-sans-latin-wght-normal.woff2',
  variable: '--font-jakarta',
  display: 'optional',
  weight: '200 800',
})
