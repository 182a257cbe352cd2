import type { Thing, WithContext } from 'schema-dts'

type JsonLdDocument = WithContext<Thing> | { '@context': 'https://schema.org'; '@graph': Thing[] }

/**
 * Renders structured data as a JSON-LD script. `<` is escaped so CMS text can never close the
 * script element early.
 */
export function JsonLd({ data }: { data: JsonLdDocument }) {
  const json = JSON.stringify(data).replace(/</g, '\\u003c')
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />
}
