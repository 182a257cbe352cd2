// @ts-check
import { createElement as h } from 'react'

/**
 * The studio's HTML document, which `sanity build` renders into index.html: @sanity/cli-build 6.16 takes
 * `_document.js` (or `_document.tsx`) from the studio's folder instead of its DefaultDocument. Plain
 * JavaScript because the CLI loads it with Node's own `import()`, which knows no `.tsx` (a
 * `_document.tsx` fails the build with "Unknown file extension"); typed by the JSDoc below.
 *
 * It is Sanity's default document, without what would reach other hosts or run unasked:
 *
 * - **No fonts from studio-static.sanity.io.** Sanity's document declares Inter in twelve static files on
 *   Sanity's CDN. Sanity UI's stylesheet declares Inter too; ./self-contained-build.ts ships that one
 *   with the build (a variable font, every weight), so the studio looks the same.
 * - **No global error handler.** Sanity's inline script catches uncaught errors, keeps them out of the
 *   console and hands them to the studio (`window.__sanityErrorChannel`), which shows them as "Uncaught
 *   error" toasts and passes them to its Sentry reporter (errors to api.sanity.io). Without the channel
 *   the studio counts as embedded (`IS_EMBEDDED_STUDIO` in sanity 6.16) and never starts that reporter.
 *   Errors inside the studio's React tree still get its own error screens; other uncaught errors go to
 *   the browser's console. And the page carries no inline script.
 *
 * The app writes the Content API's address into the <head> when it serves this page
 * (web/lib/studio/studio-files.ts).
 *
 * @param {{ entryPath: string, css?: string[], basePath?: string }} props what `sanity build` passes in:
 *   the entry module's URL and the stylesheets it needs (below the base path), and the base path
 *   (studio/sanity.cli.ts `project.basePath`)
 */
export default function StudioDocument({ entryPath, css = [], basePath = '' }) {
  // The favicons and the manifest `sanity build` writes into static/ below the base path.
  /** @param {string} file */
  const asset = (file) => `${basePath.replace(/\/+$/, '')}/static/${file}`
  // The studio's interface is English (Sanity's default locale); the content it edits is German and English.
  return h(
    'html',
    { lang: 'en' },
    h(
      'head',
      null,
      h('meta', { charSet: 'utf-8' }),
      h('meta', { content: 'width=device-width, initial-scale=1, maximum-scale=1, viewport-fit=cover', name: 'viewport' }),
      h('meta', { content: 'noindex', name: 'robots' }),
      h('meta', { content: 'same-origin', name: 'referrer' }),
      h('link', { href: asset('favicon.ico'), rel: 'icon', sizes: 'any' }),
      h('link', { href: asset('favicon.svg'), rel: 'icon', type: 'image/svg+xml' }),
      h('link', { href: asset('apple-touch-icon.png'), rel: 'apple-touch-icon' }),
      h('link', { href: asset('manifest.webmanifest'), rel: 'manifest' }),
      h('title', null, 'Lokalsicht – Inhalte'),
      ...css.map((href) => h('link', { href, key: href, rel: 'stylesheet' })),
      h('style', { dangerouslySetInnerHTML: { __html: GLOBAL_STYLES } }),
    ),
    h(
      'body',
      null,
      h('div', { id: 'sanity' }),
      h('script', { src: entryPath, type: 'module' }),
      h(
        'noscript',
        null,
        h(
          'div',
          { className: 'sanity-app-no-js__root' },
          h(
            'div',
            { className: 'sanity-app-no-js__content' },
            h('style', { dangerouslySetInnerHTML: { __html: NO_SCRIPT_STYLES } }),
            h('h1', null, 'JavaScript disabled'),
            h('p', null, 'Please enable JavaScript in your browser and reload the page to proceed.'),
          ),
        ),
      ),
    ),
  )
}

/** Sanity's default page styles, without its @font-face rules. */
const GLOBAL_STYLES = `
  html {
    @media (prefers-color-scheme: dark) {
      background-color: #13141b;
    }
    @media (prefers-color-scheme: light) {
      background-color: #ffffff;
    }
  }
  html,
  body,
  #sanity {
    height: 100%;
  }
  body {
    margin: 0;
    -webkit-font-smoothing: antialiased;
  }
`

/** Sanity's default page for browsers without JavaScript. */
const NO_SCRIPT_STYLES = `
  .sanity-app-no-js__root {
    position: absolute;
    inset: 0;
    background: #fff;
  }
  .sanity-app-no-js__content {
    position: absolute;
    top: 50%;
    left: 50%;
    transform: translate(-50%, -50%);
    text-align: center;
    font-family: helvetica, arial, sans-serif;
  }
`
