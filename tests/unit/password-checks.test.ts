import { describe, expect, it } from 'vitest'
import { MAX_CHECKS_IN_FLIGHT, withPasswordCheckSlot } from '../../web/lib/auth/password-checks'

/** Password checks run at most four at once and one per account; the rest wait a moment or are turned away. */
describe('password checks in flight', () => {
  const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

  it('lets a second check of the same account wait for the first instead of refusing it (a double click)', async () => {
    const order: string[] = []
    const check = (name: string) => async () => {
      order.push(`${name} start`)
      await pause(50)
      order.push(`${name} end`)
      return name
    }
    expect(await Promise.all([withPasswordCheckSlot('account:a', check('first')), withPasswordCheckSlot('account:a', check('second'))])).toEqual(['first', 'second'])
    expect(order).toEqual(['first start', 'first end', 'second start', 'second end'])
  })

  it('runs at most four at once, and turns away what would wait beyond the queue', async () => {
    let running = 0
    let most = 0
    const check = async () => {
      running++
      most = Math.max(most, running)
      await pause(20)
      running--
      return 'checked'
    }
    const results = await Promise.all(Array.from({ length: 60 }, (_, i) => withPasswordCheckSlot(`account:${i}`, check)))
    expect(most).toBe(MAX_CHECKS_IN_FLIGHT)
    expect(results.filter((result) => result === 'checked')).toHaveLength(MAX_CHECKS_IN_FLIGHT + 32)
    expect(results.filter((result) => result === 'busy')).toHaveLength(60 - MAX_CHECKS_IN_FLIGHT - 32)
  })
})
