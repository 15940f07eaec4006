import { describe, expect, it } from 'vitest'
import { auditActions } from '../../../server/src/audit/actions'
import { eventKeys } from '../../../src/wire/event-catalogue'

describe('the event catalogue', () => {
  it('names every event by an audit action the server writes, so each one is raised', () => {
    const unknown = eventKeys.filter((key) => !Object.hasOwn(auditActions, key))
    expect(unknown).toEqual([])
    expect(eventKeys.length).toBeGreaterThan(20)
  })
})
