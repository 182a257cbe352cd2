import type { FAQPage, WithContext } from 'schema-dts'

/**
 * The FAQPage node of a page's questions and answers (questions without an answer left out), as its own
 * JSON-LD document. It takes the page's absolute URL rather than a path so that it runs in the browser too:
 * the FAQ accordion draws it from the same list as the visible questions (components/sections/faq-accordion.tsx).
 * Its `@id` is `<page url>#faq`, beside the page's `#webpage` node in the page's graph.
 */
export function faqPage(
  pageUrl: string,
  items: { question: string | null; answer: string | null }[],
): WithContext<FAQPage> | null {
  const answered = items.filter((item) => item.question && item.answer)
  if (answered.length === 0) return null
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    '@id': `${pageUrl}#faq`,
    mainEntity: answered.map((item) => ({
      '@type': 'Question',
      name: item.question ?? '',
      acceptedAnswer: { '@type': 'Answer', text: item.answer ?? '' },
    })),
  }
}
