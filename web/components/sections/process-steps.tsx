import { Icon } from '@/components/ui/icon'

export interface ProcessStepItem {
  _key: string
  number: string | null
  icon: string | null
  title: string | null
  description: string | null
}

/** The four-step process, numbered 01–04, as an ordered list. */
export function ProcessSteps({ steps }: { steps: ProcessStepItem[] | null | undefined }) {
  return (
    <ol className="grid gap-6 md:grid-cols-2 lg:grid-cols-4">
      {(steps ?? []).map((step, index) => (
        <li
          key={step._key}
          data-reveal
          style={{ '--reveal-index': index } as React.CSSProperties}
          className="card relative"
        >
          <div className="step-head">
            <span className="step-number" aria-hidden="true">
              {step.number}
            </span>
            <span className="step-icon">
              <Icon name={step.icon} className="size-5" />
            </span>
          </div>
          <h3 className="card-title">
            <span className="sr-only">{step.number}. </span>
            {step.title}
          </h3>
          <p className="card-text">{step.description}</p>
        </li>
      ))}
    </ol>
  )
}
