import { Avatar } from '../../../src/react/ui/index'
import { assert, equal, waitFor } from '../../browser-setup/assert'
import { describe, it } from '../../browser-setup/mocha'
import { render } from './render'

// A 1×1 PNG: a picture that loads without a server.
const PIXEL =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=='

describe('Avatar', () => {
  it('shows the picture filling the circle, hidden from screen readers', async () => {
    const { shadow } = render(<Avatar name="Dana Levi" email="dana@example.com" picture={PIXEL} />)
    const badge = shadow.querySelector<HTMLElement>('[part="avatar"]')
    equal(badge?.getAttribute('aria-hidden'), 'true')
    const img = await waitFor(() => badge?.querySelector('img') ?? undefined, 'the picture')
    equal(img.alt, '')
    await waitFor(() => img.complete && img.naturalWidth === 1, 'the picture loaded')
    equal(img.getBoundingClientRect().width, badge?.getBoundingClientRect().width)
    equal(badge?.textContent, '')
  })

  it('falls back to the initials without a picture, or when it cannot load', async () => {
    const { shadow: none } = render(<Avatar name="Dana Levi" email="dana@example.com" />)
    equal(none.querySelector('[part="avatar"]')?.textContent, 'DL')
    const { shadow } = render(
      <Avatar name="Dana Levi" email="dana@example.com" picture="data:image/png;base64,bm9wZQ==" />,
    )
    await waitFor(
      () => shadow.querySelector('[part="avatar"]')?.textContent === 'DL',
      'the initials after the broken picture',
    )
    assert(!shadow.querySelector('[part="avatar"] img'), 'the broken picture is gone')
  })
})
