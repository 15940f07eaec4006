import { createRoot } from 'react-dom/client'
import { createShadowStyles, ErrorBoundary, StylesProvider } from '../../../src/react/index'
import { assert, equal, waitFor } from '../../browser-setup/assert'
import { describe, it } from '../../browser-setup/mocha'

let broken = true

function Fragile() {
  if (broken) throw new Error('the data was not what the screen expected')
  return <p>Recovered</p>
}

describe('ErrorBoundary', () => {
  it('shows a small notice with Retry instead of a blank element, and reports the error once', async () => {
    const host = document.createElement('div')
    document.body.append(host)
    const shadow = host.attachShadow({ mode: 'open' })
    const reported: unknown[] = []
    const root = createRoot(shadow, { onCaughtError: () => undefined })
    root.render(
      <StylesProvider value={createShadowStyles(shadow)}>
        <ErrorBoundary onError={(error) => reported.push(error)}>
          <Fragile />
        </ErrorBoundary>
      </StylesProvider>,
    )

    const notice = await waitFor(() => shadow.querySelector('[role="alert"]'), 'the notice')
    equal(notice.textContent?.includes('Something went wrong'), true, 'the message')
    equal(reported.length, 1, 'one report')
    assert(reported[0] instanceof Error, 'the error is passed on')

    broken = false
    notice.querySelector('button')?.click()
    await waitFor(() => shadow.textContent?.includes('Recovered'), 'the screen again')
    root.unmount()
    host.remove()
  })
})
