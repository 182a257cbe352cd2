import type { Locale } from '@/i18n/routing'
import { AuditForm } from '@/components/forms/lead-forms'
import { Container } from '@/components/ui/container'
import type { HomeContent } from './types'

/** The free-audit request (anchor `audit-section`, the target of every "free audit" button). */
export function AuditSection({ section, locale }: { section: HomeContent['auditSection']; locale: Locale }) {
  return (
    <section id="audit-section" aria-labelledby="audit-heading" className="bg-ink-950 py-16 sm:py-24">
      <Container className="grid gap-12 lg:grid-cols-[1fr_1.2fr]">
        <div data-reveal>
          <h2 id="audit-heading" className="text-3xl font-bold text-white sm:text-4xl">
            {section?.heading}
          </h2>
          {section?.text && <p className="mt-4 text-lg leading-relaxed text-ink-200">{section.text}</p>}
          <ul className="check-list-circle mt-8 space-y-3 text-ink-100 [--icon-color:var(--color-brand-300)]">
            {section?.bullets?.map((bullet) => (
              <li key={bullet}>{bullet}</li>
            ))}
          </ul>
        </div>
        <div data-reveal className="rounded-3xl bg-white p-6 shadow-xl sm:p-8">
          <AuditForm locale={locale} />
        </div>
      </Container>
    </section>
  )
}
