export interface FaqEntry {
  key: string
  question: string | null
  answer: string | null
}

/**
 * An accordion of native <details> elements sharing one `name`: the browser keeps one open at a time,
 * clicking the open question closes it, and keyboard and screen readers work without any script.
 * All closed at start.
 */
export function FaqAccordion({ name, items }: { name: string; items: FaqEntry[] }) {
  return (
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
  )
}
