import { CustomSocialButton } from '../../../src/react/login/social/custom-social-button'
import { assert, equal, waitFor } from '../../browser-setup/assert'
import { describe, it } from '../../browser-setup/mocha'
import { render } from '../ui/render'

const provider = {
  id: '0f5f3f1e-1b2c-4d3e-8f9a-0b1c2d3e4f5a',
  displayName: 'Broken Logo Inc',
  active: true,
  startUrl: 'https://foyer.example/api/identity/resources/sso/v2/0f5f3f1e/authorize',
}

describe('CustomSocialButton', () => {
  it('leaves out a logo that does not load, rather than showing its alt text', async () => {
    const { shadow } = render(
      <CustomSocialButton
        provider={{ ...provider, ssoLogoUrl: 'data:image/png;base64,bm9wZQ==' }}
        onChoose={() => undefined}
      />,
    )
    const img = await waitFor(() => shadow.querySelector('img') ?? undefined, 'the logo')
    await waitFor(() => img.hidden, 'the broken logo hidden')
    const link = shadow.querySelector('a')
    equal(link?.textContent, 'Continue with Broken Logo Inc')
    equal(link?.getAttribute('href'), provider.startUrl)
    equal(img.getBoundingClientRect().width, 0)
  })

  it('shows no image at all without a logo', () => {
    const { shadow } = render(
      <CustomSocialButton
        provider={{ ...provider, ssoLogoUrl: null }}
        onChoose={() => undefined}
      />,
    )
    assert(!shadow.querySelector('img'), 'no image')
    equal(shadow.querySelector('a')?.textContent, 'Continue with Broken Logo Inc')
  })
})
