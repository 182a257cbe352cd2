/** The mark after a required field's label: a visible asterisk, and the word for screen readers. */
export function RequiredMark({ label }: { label: string }) {
  return (
    <span className="required-mark">
      <span aria-hidden="true"> *</span>
      <span className="sr-only">{` (${label})`}</span>
    </span>
  )
}
