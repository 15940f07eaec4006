import { createRoot } from 'react-dom/client'
import { I18nProvider } from '../../src/react/i18n/index'
import { createShadowStyles, StylesProvider, TextField, ThemeRoot } from '../../src/react/index'
import { equal, waitFor } from '../browser-setup/assert'
import { afterEach, describe, it } from '../browser-setup/mocha'

let unmount: (() => void) | undefined
afterEach(() => unmount?.())

/** A text field with an end adornment, inside an element root for `locale`. */
async function renderField(locale: string) {
  const host = document.createElement('div')
  host.style.width = '320px'
  document.body.append(host)
  const shadow = host.attachShadow({ mode: 'open' })
  const root = createRoot(shadow)
  root.render(
    <StylesProvider value={createShadowStyles(shadow)}>
      <I18nProvider locale={locale}>
        <ThemeRoot theme="light">
          <TextField label="Password" adornment={<button type="button">Show</button>} />
        </ThemeRoot>
      </I18nProvider>
    </StylesProvider>,
  )
  unmount = () => {
    root.unmount()
    host.remove()
  }
  const input = await waitFor(() => shadow.querySelector('input'), 'the input')
  const button = await waitFor(() => shadow.querySelector('button'), 'the button')
  return {
    input: input.getBoundingClientRect(),
    button: button.getBoundingClientRect(),
    style: getComputedStyle(input),
  }
}

describe('right-to-left layout', () => {
  it('puts an input adornment at the end edge: the left in Hebrew, the right in French', async () => {
    const rtl = await renderField('he')
    equal(rtl.button.left - rtl.input.left < 10, true, 'at the left edge in RTL')
    equal(rtl.style.paddingLeft, '72px', 'the text keeps clear of it')
    unmount?.()

    const ltr = await renderField('fr')
    equal(ltr.input.right - ltr.button.right < 10, true, 'at the right edge in LTR')
    equal(ltr.style.paddingRight, '72px')
  })
})
