import vm from 'node:vm'
import { describe, expect, it } from 'vitest'
import { HYDRATED_EVENT, holdEarlyInteractions } from '../../web/components/hydration/early-interactions'

/**
 * The inline script that holds what a visitor presses before React has hydrated the page and replays it
 * afterwards (web/components/hydration/early-interactions.ts), run against a small stand-in for the DOM.
 */
class FakeElement {
  clicks = 0
  submits: (FakeElement | undefined)[] = []
  constructor(
    readonly tag: string,
    readonly attributes: Record<string, string> = {},
    readonly parent: FakeElement | null = null,
  ) {}
  get type() {
    return this.attributes.type ?? (this.tag === 'button' ? 'submit' : '')
  }
  get disabled() {
    return 'disabled' in this.attributes
  }
  get form(): FakeElement | null {
    for (let element = this.parent; element; element = element.parent) if (element.tag === 'form') return element
    return null
  }
  getAttribute(name: string) {
    return this.attributes[name] ?? null
  }
  closest(tag: string): FakeElement | null {
    return this.tag === tag ? this : (this.parent?.closest(tag) ?? null)
  }
  click() {
    this.clicks++
  }
  requestSubmit(submitter?: FakeElement) {
    this.submits.push(submitter)
  }
}

function page() {
  const listeners = new Map<string, ((event: unknown) => void)[]>()
  const document = {
    addEventListener: (type: string, listener: (event: unknown) => void) => listeners.set(type, [...(listeners.get(type) ?? []), listener]),
    removeEventListener: (type: string, listener: (event: unknown) => void) => listeners.set(type, (listeners.get(type) ?? []).filter((other) => other !== listener)),
  }
  vm.runInNewContext(holdEarlyInteractions, { document })
  const dispatch = (type: string, target: FakeElement, submitter?: FakeElement) => {
    const event = { type, target, submitter, defaultPrevented: false, preventDefault: () => (event.defaultPrevented = true) }
    for (const listener of listeners.get(type) ?? []) listener(event)
    return event
  }
  return { dispatch, hydrate: () => dispatch(HYDRATED_EVENT, new FakeElement('html')) }
}

describe('presses before hydration', () => {
  it('replays a click on a button that only works with JavaScript, once React has hydrated the page', () => {
    const { dispatch, hydrate } = page()
    const button = new FakeElement('button', { type: 'button' })
    const icon = new FakeElement('svg', {}, button)
    dispatch('click', icon)
    expect(button.clicks).toBe(0)
    hydrate()
    expect(button.clicks).toBe(1)
    // After hydration React handles clicks itself: nothing is held or replayed any more.
    dispatch('click', button)
    hydrate()
    expect(button.clicks).toBe(1)
  })

  it('stops the submit of a form that only works with JavaScript and replays it with the same button', () => {
    const placeholders: Record<string, string>[] = [{}, { action: "javascript:throw new Error('React form unexpectedly submitted.')" }]
    for (const attributes of placeholders) {
      const { dispatch, hydrate } = page()
      const form = new FakeElement('form', attributes)
      const submit = new FakeElement('button', { type: 'submit' }, form)
      dispatch('click', submit)
      const event = dispatch('submit', form, submit)
      expect(event.defaultPrevented).toBe(true)
      expect(form.submits).toEqual([])
      hydrate()
      expect(form.submits).toEqual([submit])
      expect(submit.clicks).toBe(0)
    }
  })

  it('leaves alone what works without JavaScript: links, forms with an action, reset and disabled buttons', () => {
    const { dispatch, hydrate } = page()
    const search = new FakeElement('form', { action: '/blog' })
    const link = new FakeElement('a', { href: '/kontakt' })
    const reset = new FakeElement('button', { type: 'reset' }, new FakeElement('form'))
    const disabled = new FakeElement('button', { type: 'button', disabled: '' })
    expect(dispatch('submit', search).defaultPrevented).toBe(false)
    for (const target of [link, reset, disabled]) dispatch('click', target)
    hydrate()
    expect([search.submits.length, reset.clicks, disabled.clicks]).toEqual([0, 0, 0])
  })
})
