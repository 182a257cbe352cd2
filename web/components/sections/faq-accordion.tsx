'use client'

import { JsonLd } from '@/components/seo/json-ld'
import { faqPage } from '@/lib/seo/faq-page'

export interface FaqEntry {
  key: string
  question: string | null
  answer: string | null
}

/**
 * An accordion of native <details> elements sharing one `name`: the browser keeps one open at a time,
 * clicking the open question closes it, and keyboard and screen readers work without any script.
 * All closed at start.
 *
 * It also writes the page's FAQPage JSON-LD (`pageUrl#faq`) from the same list. It is a client component
 * for the size of the page, not for behaviour: the questions and answers then travel in the page's payload
 * once, as this component's props, instead of twice as rendered markup and as the JSON-LD's text (4 KB
 * less HTML on a landing page). Both are in the HTML as before.
 */
export function FaqAccordion({ name, items, pageUrl }: { name: string; items: FaqEntry[]; pageUrl: string }) {
  const structuredData = faqPage(pageUrl, items)
  return (
    <>
      {structuredData && <JsonLd data={structuredData} />}
      <div className="mx-auto max-w-3xl divide-y divide-ink-100 rounded-2xl border border-ink-100 bg-white" data-faq>
        {items.map((item) => (
          <details key={item.key} name={name}>
            <summary className="faq-question">
              <h3 className="faq-question-text">{item.question}</h3>
            </summary>
            <div className="faq-answer">
              {item.answer?.split(/\n{2,}/).map((paragraph, index) => <p key={index}>{paragraph}</p>)}
            </div>
          </details>
        ))}
      </div>
    </>
  )
}
