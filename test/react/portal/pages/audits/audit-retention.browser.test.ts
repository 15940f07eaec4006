import AuditsPage from '../../../../../src/react/portal/pages/audits/audits-page'
import { assert, equal, includes, waitFor } from '../../../../browser-setup/assert'
import { expectAccessible } from '../../../../browser-setup/axe'
import { rememberDemoSignIn } from '../../../../browser-setup/demo'
import { describe, it } from '../../../../browser-setup/mocha'
import {
  alerts,
  findButton,
  findInput,
  inputByLabel,
  shadowOf,
  typeInto,
} from '../../../../browser-setup/shadow'
import { definePageHost, mountPage } from '../../page-host'

const auditsTag = definePageHost('audit-retention', 'audits', AuditsPage)

const retentionOf = (host: Element) =>
  waitFor(
    () => shadowOf(host).querySelector<HTMLElement>('[part~="audits-retention"]') ?? undefined,
    'the retention section',
  )

describe('the audits retention', () => {
  it('lets an admin keep rows 30 days: a bad number said inline, the save in a toast', async () => {
    rememberDemoSignIn('ada@acme.test')
    const host = mountPage(auditsTag)
    const days = await findInput(host, 'Keep audit rows for (days)')
    await waitFor(() => days.value === '365', 'the default 365 days')
    typeInto(days, '0')
    ;(await findButton(host, 'Save retention')).click()
    await waitFor(() => alerts(host).length === 1, 'the inline error')
    includes(alerts(host)[0], 'Enter a whole number of days from 1 to 3650.')
    equal(days.getAttribute('aria-invalid'), 'true')
    await expectAccessible(host)
    typeInto(days, '30')
    ;(await findButton(host, 'Save retention')).click()
    await waitFor(
      () => shadowOf(host).textContent?.includes('Audit rows are now kept 30 days.'),
      'the toast',
    )
    equal(alerts(host).length, 0)
  })

  it('shows a read-only member the days and why they cannot change them', async () => {
    rememberDemoSignIn('readonly@acme.test')
    const host = mountPage(auditsTag)
    const section = await retentionOf(host)
    await waitFor(
      () =>
        section.textContent?.includes(
          'Audit rows are kept 365 days. Changing this needs the permission to edit the account settings.',
        ),
      'the sentence',
    )
    assert(!inputByLabel(host, 'Keep audit rows for (days)'), 'no field')
    await expectAccessible(host)
  })
})
