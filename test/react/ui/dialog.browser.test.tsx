import { sendKeys } from '@web/test-runner-commands'
import { useState } from 'react'
import { ConfirmDialog, Dialog } from '../../../src/react/index'
import { assert, equal, includes, waitFor } from '../../browser-setup/assert'
import { expectAccessible } from '../../browser-setup/axe'
import { describe, it } from '../../browser-setup/mocha'
import { focused, render } from './render'

function DialogHarness() {
  const [open, setOpen] = useState(false)
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <Dialog open={open} title="Edit the team name" onClose={() => setOpen(false)}>
        <label>
          Name <input name="team" />
        </label>
      </Dialog>
    </>
  )
}

/** Ends the confirm harness's running action (it waits for the test, never for a clock). */
let finish: () => void = () => undefined

function ConfirmHarness({ fail }: { fail: boolean }) {
  const [open, setOpen] = useState(true)
  const [pending, setPending] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const confirm = () => {
    setPending(true)
    finish = () => {
      setPending(false)
      if (fail) setError('The user could not be removed.')
      else setOpen(false)
    }
  }
  return (
    <ConfirmDialog
      open={open}
      title="Remove Grace Hopper?"
      message="Grace will lose access to this account."
      confirmLabel="Remove user"
      danger
      pending={pending}
      error={error}
      onConfirm={confirm}
      onCancel={() => setOpen(false)}
    />
  )
}

describe('Dialog', () => {
  it('opens modally with showModal(), traps the page, closes with Escape and gives focus back', async () => {
    const { shadow, host } = render(<DialogHarness />)
    const opener = shadow.querySelector('button') as HTMLButtonElement
    opener.focus()
    await sendKeys({ press: 'Enter' })
    const dialog = await waitFor(
      () => shadow.querySelector<HTMLDialogElement>('dialog[open]'),
      'open',
    )
    assert(dialog.matches(':modal'), 'modal (the page behind is inert)')
    assert(dialog.contains(focused(shadow)), 'focus moved into the dialog')
    equal(dialog.getAttribute('aria-labelledby') !== null, true, 'named by its title')
    await expectAccessible(host)
    await sendKeys({ press: 'Escape' })
    await waitFor(() => !dialog.open, 'closed')
    await waitFor(() => focused(shadow) === opener, 'focus back on the opener')
  })

  it('passes axe in dark mode', async () => {
    const { shadow, host } = render(<DialogHarness />, 'dark')
    ;(shadow.querySelector('button') as HTMLButtonElement).click()
    await waitFor(() => shadow.querySelector('dialog[open]'), 'open')
    await expectAccessible(host)
  })
})

describe('ConfirmDialog', () => {
  it('starts on Cancel for a destructive action, keeps its failure in view, and Escape waits while pending', async () => {
    const { shadow, host } = render(<ConfirmHarness fail />)
    const dialog = await waitFor(
      () => shadow.querySelector<HTMLDialogElement>('dialog[open]'),
      'open',
    )
    equal(dialog.getAttribute('role'), 'alertdialog')
    await waitFor(() => focused(shadow)?.textContent === 'Cancel', 'focus on Cancel')
    const remove = Array.from(dialog.querySelectorAll('button')).find((b) =>
      b.textContent?.includes('Remove user'),
    )
    remove?.focus()
    await sendKeys({ press: 'Enter' })
    await sendKeys({ press: 'Escape' })
    assert(dialog.open, 'Escape does nothing while the action runs')
    finish()
    await waitFor(() => dialog.querySelector('[role="alert"]'), 'the error')
    includes(dialog.textContent, 'could not be removed')
    assert(dialog.open, 'still open to retry')
    await expectAccessible(host)
    await sendKeys({ press: 'Escape' })
    await waitFor(() => !dialog.open, 'closed after the failure')
  })

  it('closes when the action succeeds', async () => {
    const { shadow } = render(<ConfirmHarness fail={false} />, 'dark')
    const dialog = await waitFor(
      () => shadow.querySelector<HTMLDialogElement>('dialog[open]'),
      'open',
    )
    Array.from(dialog.querySelectorAll('button'))
      .find((b) => b.textContent?.includes('Remove user'))
      ?.click()
    await waitFor(() => dialog.querySelector('[aria-busy="true"]'), 'pending')
    finish()
    await waitFor(() => !dialog.open, 'closed')
  })
})
