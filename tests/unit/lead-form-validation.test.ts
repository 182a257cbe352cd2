import { describe, expect, it } from 'vitest'
import { validateLeadForm } from '../../web/components/forms/lead-form-validation'

/** The review form's values as the browser reads them from the form (every value a string). */
describe('review form validation in the browser', () => {
  it('sends the chosen star as a number, as the review API expects', async () => {
    const result = await validateLeadForm('review', { name: ' Jonas K. ', comment: 'Gute Beratung.', rating: '4', fax: '' })
    expect(result).toEqual({ success: true, data: { name: 'Jonas K.', comment: 'Gute Beratung.', rating: 4 } })
  })

  it('asks for a rating when no star is chosen, and for the other required fields', async () => {
    const result = await validateLeadForm('review', { name: '', comment: '' })
    expect(result).toEqual({
      success: false,
      errors: { name: { key: 'required' }, comment: { key: 'required' }, rating: { key: 'rating' } },
    })
  })

  it('refuses a rating outside 1 to 5', async () => {
    for (const rating of ['0', '6', 'fünf']) {
      const result = await validateLeadForm('review', { name: 'Jonas K.', comment: 'Gut.', rating })
      expect(result).toMatchObject({ success: false, errors: { rating: { key: 'rating' } } })
    }
  })
})
