import { sendKeys } from '@web/test-runner-commands'
import { ApiError } from '../../../src/api/index'
import { ErrorSummary, Form, FormField, formFailure, SubmitButton } from '../../../src/react/index'
import { assert, equal, includes, waitFor } from '../../browser-setup/assert'
import { expectAccessible } from '../../browser-setup/axe'
import { describe, it } from '../../browser-setup/mocha'
import { focused, render } from './render'
import type { FormValues } from '../../../src/react/index'

const words = { offline: 'The server could not be reached.', failed: 'That did not work.' }

function TeamForm({ server }: { server: (values: FormValues) => Promise<void> }) {
  return (
    <Form
      labelledBy="title"
      validate={(values) => ({ name: values.name?.trim() ? undefined : 'Enter a name' })}
      action={async (values) => {
        try {
          await server(values)
          return null
        } catch (error) {
          return formFailure(error as ApiError, ['name', 'slug'], words)
        }
      }}
    >
      <h2 id="title">New team</h2>
      <ErrorSummary labels={{ name: 'Name', slug: 'Address' }} />
      <FormField label="Name" name="name" />
      <FormField label="Address" name="slug" />
      <SubmitButton>Create</SubmitButton>
    </Form>
  )
}

const input = (shadow: ShadowRoot, name: string) =>
  shadow.querySelector<HTMLInputElement>(`input[name="${name}"]`) as HTMLInputElement

describe('Form', () => {
  it('checks lightly before sending, and puts focus on the first field to fix', async () => {
    let calls = 0
    const { shadow, host } = render(<TeamForm server={async () => void (calls += 1)} />)
    input(shadow, 'slug').focus()
    await sendKeys({ type: 'acme' })
    await sendKeys({ press: 'Enter' })
    await waitFor(() => focused(shadow) === input(shadow, 'name'), 'focus on Name')
    equal(input(shadow, 'name').getAttribute('aria-invalid'), 'true')
    includes(shadow.querySelector('[part="error-summary"]')?.textContent, 'Name: Enter a name')
    equal(calls, 0, 'nothing sent')
    equal(input(shadow, 'slug').value, 'acme', 'what was typed stays')
    await expectAccessible(host)
  })

  it('is pending while the action runs, then shows a 400 under the field it names, losing no input', async () => {
    let release: () => void = () => undefined
    const server = () =>
      new Promise<void>((_, reject) => {
        release = () => reject(new ApiError('slug is already taken', { status: 400 }))
      })
    const { shadow, host } = render(<TeamForm server={server} />, 'dark')
    input(shadow, 'name').focus()
    await sendKeys({ type: 'Acme' })
    input(shadow, 'slug').focus()
    await sendKeys({ type: 'acme' })
    await sendKeys({ press: 'Enter' })
    const submit = shadow.querySelector('button[type="submit"]') as HTMLButtonElement
    await waitFor(() => submit.disabled && submit.getAttribute('aria-busy') === 'true', 'pending')
    assert(input(shadow, 'name').readOnly, 'fields read-only while pending')
    release()
    await waitFor(
      () => input(shadow, 'slug').getAttribute('aria-invalid') === 'true',
      'field error',
    )
    includes(shadow.textContent, 'slug is already taken')
    equal(input(shadow, 'name').value, 'Acme', 'Name kept')
    equal(input(shadow, 'slug').value, 'acme', 'Address kept')
    assert(!submit.disabled, 'ready to retry')
    await waitFor(() => focused(shadow) === input(shadow, 'slug'), 'focus on the field to fix')
    await expectAccessible(host)
  })

  it('says when the server could not be reached, and the summary moves focus to a field', async () => {
    const server = () => Promise.reject(new ApiError('Failed to fetch', { status: 500 }))
    const { shadow } = render(<TeamForm server={server} />)
    input(shadow, 'name').focus()
    await sendKeys({ type: 'Acme' })
    await sendKeys({ press: 'Enter' })
    await waitFor(() => shadow.querySelector('[part="error-summary"]'), 'the summary')
    includes(shadow.querySelector('[part="error-summary"]')?.textContent, words.offline)
    equal(input(shadow, 'name').value, 'Acme')
  })
})
