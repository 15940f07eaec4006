import { describe, expect, it } from 'vitest'
import { defaultIdlePollMs, idlePolling } from '../../../server/src/delivery/idle-poll'

describe('the waits between a worker’s looks at its queue', () => {
  it('double after each look that finds nothing, up to the idle ceiling', () => {
    const polling = idlePolling(250, defaultIdlePollMs)
    const waits = Array.from({ length: 6 }, () => polling.next(false))
    expect(waits).toEqual([500, 1000, 2000, 2000, 2000, 2000])
  })

  it('come back to the poll interval after a look that found work, or a wake', () => {
    const polling = idlePolling(250, 2000)
    polling.next(false)
    polling.next(false)
    expect(polling.next(true)).toBe(250)
    polling.next(false)
    polling.next(false)
    polling.reset()
    expect(polling.next(false)).toBe(500)
  })

  it('stay fixed when the ceiling is the poll interval itself', () => {
    const polling = idlePolling(20, 20)
    expect([polling.next(false), polling.next(false), polling.next(true)]).toEqual([20, 20, 20])
  })
})
