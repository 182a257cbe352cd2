import 'server-only'
import type { ContentSourceMap } from '@sanity/client/csm'
import { stegaEncodeSourceMap } from '@sanity/client/stega'
import { STUDIO_BASE_PATH } from '@studio/env'

/** Localized fields that are not text a reader sees on the page: addresses, search terms, image descriptions. */
const NOT_VISIBLE_TEXT = new Set(['slug', 'canonical', 'keywords', 'alt'])

/**
 * An editor's draft preview marks the visible text of a query's result with where it came from: Sanity's
 * stega (invisible characters carrying the document and field, from the result's content source map,
 * web/lib/content-lake/store/source-map.ts), which the overlays of the studio's Presentation tool read
 * (web/components/preview/). Only the text of the localized fields (`title.de`, a portable text's
 * spans), so that no id, slug, address, date or setting that code compares or links to is changed.
 * Visitors' pages never come through here (web/lib/content/fetch.ts).
 */
export function withEditMarks<Result>(result: Result, sourceMap: ContentSourceMap): Result {
  return stegaEncodeSourceMap(result, sourceMap, {
    enabled: true,
    studioUrl: STUDIO_BASE_PATH,
    filter: (props) =>
      props.filterDefault(props) &&
      props.sourcePath.some((segment) => segment === 'de' || segment === 'en') &&
      !props.sourcePath.some((segment) => typeof segment === 'string' && NOT_VISIBLE_TEXT.has(segment)),
  }) as Result
}
