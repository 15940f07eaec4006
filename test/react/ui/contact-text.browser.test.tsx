import { ContactText } from '../../../src/react/index'
import { equal } from '../../browser-setup/assert'
import { describe, it } from '../../browser-setup/mocha'
import { render } from './render'

describe('ContactText', () => {
  it('shows the email, or for an account without one its number, left to right even in RTL', () => {
    const { shadow } = render(
      <p>
        <ContactText email={null} phoneNumber="+972501234567" />
      </p>,
      'light',
      'rtl',
    )
    const phone = shadow.querySelector<HTMLElement>('p > span[dir="ltr"]')
    equal(phone?.textContent, '+972501234567')
    equal(phone && getComputedStyle(phone).direction, 'ltr')
    const { shadow: withEmail } = render(<ContactText email="dana@example.com" />)
    equal(withEmail.querySelector('[data-email]')?.textContent, 'dana@example.com')
  })
})
