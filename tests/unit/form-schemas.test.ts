import { describe, expect, it } from 'vitest'
import { auditRequestSchema, contactSchema, fieldErrors } from '../../web/lib/forms/schemas'

const audit = { firstName: 'Anna', lastName: 'Becker', email: 'anna@example.de', website: 'www.baeckerei-krume.de' }

describe('audit request schema', () => {
  it('accepts a complete request and completes the website address', () => {
    const parsed = auditRequestSchema.parse(audit)
    expect(parsed.website).toBe('https://www.baeckerei-krume.de')
    expect(parsed.subject).toBe('')
  })

  it('reports each missing or malformed field with its message key', () => {
    const result = auditRequestSchema.safeParse({ firstName: ' ', lastName: '', email: 'anna@', website: 'not a url' })
    expect(result.success).toBe(false)
    expect(fieldErrors(result.error!)).toEqual({
      firstName: { key: 'required' },
      lastName: { key: 'required' },
      email: { key: 'email' },
      website: { key: 'url' },
    })
  })

  it('limits lengths', () => {
    const result = auditRequestSchema.safeParse({ ...audit, message: 'x'.repeat(5001) })
    expect(fieldErrors(result.error!)).toEqual({ message: { key: 'tooLong', max: 5000 } })
  })
})

describe('contact schema', () => {
  it('requires a message and accepts an empty phone', () => {
    expect(contactSchema.safeParse({ ...audit, phone: '', message: 'Hallo' }).success).toBe(true)
    const result = contactSchema.safeParse({ ...audit, phone: 'abc', message: '' })
    expect(fieldErrors(result.error!)).toEqual({ phone: { key: 'phone' }, message: { key: 'required' } })
  })
})
