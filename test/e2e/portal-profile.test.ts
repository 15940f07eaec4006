import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { firstCode, waitForMessage } from './mailbox'
import { launchChromium, startFoyer, type RunningFoyer } from './start-foyer'
import type { Browser, Page } from 'playwright-core'

const admin = { email: 'admin@acme.test', password: 'correct horse battery staple' }

/** A 1×1 PNG, as a person would pick from their files. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
)

let foyer: RunningFoyer
let browser: Browser

beforeAll(async () => {
  ;[foyer, browser] = await Promise.all([startFoyer(admin), launchChromium()])
})

afterAll(async () => {
  await browser?.close()
  await foyer?.stop()
})

/** Signs in with the example page's `<login-box>`. */
async function signIn(page: Page, email: string, password: string) {
  await page.goto(foyer.pageUrl)
  await page.getByLabel('Email', { exact: true }).fill(email)
  await page.getByRole('button', { name: /continue/i }).click()
  await page.getByLabel('Password', { exact: true }).fill(password)
  await page.getByRole('button', { name: /sign in/i }).click()
  await page.getByRole('button', { name: 'Sign out' }).waitFor()
}

/** Puts `<tag>` on the example page with the login box's server, as a host would. */
async function mount(page: Page, tag: string) {
  await page.evaluate((name) => {
    const box = document.querySelector('login-box')
    const element = document.createElement(name)
    for (const attribute of ['base-url', 'credentials']) {
      element.setAttribute(attribute, box?.getAttribute(attribute) ?? '')
    }
    document.body.append(element)
  }, tag)
  return page.locator(tag)
}

describe('the Profile page against the real server', () => {
  it('edits the name, job title and picture; they outlive a reload', async () => {
    const page = await browser.newPage()
    await signIn(page, admin.email, admin.password)
    // Once signed in every request answers: an admin without a username once saw a 404 in the
    // console here. (The signed-out visit's refresh answers 401 by the wire protocol.)
    const refused: string[] = []
    page.on('response', (response) => {
      if (response.status() >= 400) refused.push(`${response.status()} ${response.url()}`)
    })
    const profile = await mount(page, 'profile-page')
    await profile.getByLabel('Full name').fill('Ada Admin')
    await profile.getByLabel('Job title').fill('Head of identity')
    await profile.getByRole('button', { name: 'Save changes' }).click()
    await profile.getByText('Your profile was saved.').waitFor()

    await profile.locator('input[type="file"]').setInputFiles({
      name: 'me.png',
      mimeType: 'image/png',
      buffer: PNG,
    })
    await profile.getByText('Your picture was saved.').waitFor()
    const src = await profile.getByRole('img', { name: 'Your profile picture' }).getAttribute('src')
    expect(src).toMatch(/\/identity\/resources\/users\/v1\/pictures\/[0-9a-f-]{36}\?t=\d+$/)
    const served = await fetch(src ?? '')
    expect(served.headers.get('content-type')).toBe('image/png')

    await page.reload()
    const again = await mount(page, 'profile-page')
    await expect.poll(() => again.getByLabel('Full name').inputValue()).toBe('Ada Admin')
    expect(await again.getByLabel('Job title').inputValue()).toBe('Head of identity')
    expect(await again.getByRole('img', { name: 'Your profile picture' }).getAttribute('src')).toBe(
      src,
    )
    expect(refused).toEqual([])
    await page.close()
  })

  it('adds a phone number with the texted code, then deletes it with another', async () => {
    const page = await browser.newPage()
    await signIn(page, admin.email, admin.password)
    const profile = await mount(page, 'profile-page')
    const number = '+14155550123'
    const added = new Date(Date.now() - 1000)
    await profile.getByRole('button', { name: 'Add a number' }).click()
    const add = profile.getByRole('dialog', { name: 'Add a phone number' })
    await add.getByLabel('Phone number', { exact: true }).fill('+1 415 555 0123')
    await add.getByRole('button', { name: 'Text me a code' }).click()
    const text = await waitForMessage(foyer.serverUrl, number, { after: added })
    const verify = profile.getByRole('dialog', { name: 'Verify your phone number' })
    await verify.getByLabel('Code', { exact: true }).fill(firstCode(text))
    await verify.getByRole('button', { name: 'Confirm' }).click()
    await profile.getByText('The number was verified and added.').waitFor()
    const row = profile.locator('[part="phone-number"]', { hasText: number })
    await row.getByText('Verified').waitFor()
    await row.getByText('Used for sign-in').waitFor()

    const removed = new Date()
    await profile.getByRole('button', { name: `Delete ${number}` }).click()
    await profile.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click()
    const confirm = profile.getByRole('dialog', { name: 'Confirm deleting this number' })
    const second = await waitForMessage(foyer.serverUrl, number, { after: removed })
    await confirm.getByLabel('Code', { exact: true }).fill(firstCode(second))
    await confirm.getByRole('button', { name: 'Confirm' }).click()
    await profile.getByText('No phone numbers yet.').waitFor()
    await page.close()
  })

  it('changes the password and signs out the other session', async () => {
    const other = await browser.newContext()
    const otherPage = await other.newPage()
    await signIn(otherPage, admin.email, admin.password)

    const page = await browser.newPage()
    await signIn(page, admin.email, admin.password)
    const form = await mount(page, 'change-password')
    await form.getByLabel('Current password').fill('not my password')
    await form.getByLabel('New password').fill('a brand new staple battery')
    await form.getByRole('button', { name: 'Change password' }).click()
    await form.getByText('Your current password is not right.').waitFor()

    await form.getByLabel('Current password').fill(admin.password)
    expect(
      await form.getByRole('switch', { name: 'Sign out of my other sessions' }).isChecked(),
    ).toBe(true)
    await form.getByRole('button', { name: 'Change password' }).click()
    // The first test's page and the other browser at least.
    await form
      .getByText(/Your password was changed and [2-9] other sessions were signed out/)
      .waitFor()

    // The other browser's session is over: its next load finds no session.
    await otherPage.reload()
    await otherPage.getByLabel('Email', { exact: true }).waitFor()
    await other.close()
    // This one goes on, and the new password signs in.
    await page.reload()
    await page.getByRole('button', { name: 'Sign out' }).waitFor()
    await page.getByRole('button', { name: 'Sign out' }).click()
    // Signed out before the next sign-in's page load (else the session can outlive the reload).
    await page.getByLabel('Email', { exact: true }).waitFor()
    await signIn(page, admin.email, 'a brand new staple battery')
    admin.password = 'a brand new staple battery'
    await page.close()
  })

  it('changes the email address with the code mailed to the new one', async () => {
    const page = await browser.newPage()
    await signIn(page, admin.email, admin.password)
    const form = await mount(page, 'edit-email')
    const asked = new Date(Date.now() - 1000)
    await form.getByLabel('New email address').fill('ada@acme.test')
    await form.getByRole('button', { name: 'Email me a code' }).click()
    const mail = await waitForMessage(foyer.serverUrl, 'ada@acme.test', {
      purpose: 'email-change',
      after: asked,
    })
    const dialog = form.getByRole('dialog', { name: 'Confirm your new address' })
    await dialog
      .getByLabel('Code', { exact: true })
      .fill(firstCode(mail) === '000000' ? '111111' : '000000')
    await dialog.getByRole('button', { name: 'Confirm' }).click()
    await dialog
      .getByText(/^This code is not right/)
      .first()
      .waitFor()
    await dialog.getByLabel('Code', { exact: true }).fill(firstCode(mail))
    await dialog.getByRole('button', { name: 'Confirm' }).click()
    await form.getByText('Your email address is now ada@acme.test.').waitFor()

    const notice = await waitForMessage(foyer.serverUrl, admin.email, { after: asked })
    expect(notice.text).toContain('ada@acme.test')
    await page.getByRole('button', { name: 'Sign out' }).click()
    await page.getByLabel('Email', { exact: true }).waitFor()
    await signIn(page, 'ada@acme.test', admin.password)
    await page.close()
  })
})

describe('the Profile page in demo mode', () => {
  it('saves the details and changes the email with the code its demo notice shows', async () => {
    const page = await browser.newPage()
    await page.goto(`${foyer.pageUrl}?demo`)
    await page.getByLabel('Email', { exact: true }).fill('ada@acme.test')
    await page.getByRole('button', { name: /continue/i }).click()
    await page.getByLabel('Password', { exact: true }).fill('correct horse')
    await page.getByRole('button', { name: /sign in/i }).click()
    await page.getByRole('button', { name: 'Sign out' }).waitFor()
    await page.evaluate(() => {
      const element = document.createElement('profile-page')
      element.setAttribute(
        'base-url',
        document.querySelector('login-box')?.getAttribute('base-url') ?? '',
      )
      element.setAttribute('demo', '')
      document.body.append(element)
    })
    const profile = page.locator('profile-page')
    await profile.getByLabel('Full name').fill('Ada Demo')
    await profile.getByRole('button', { name: 'Save changes' }).click()
    await profile.getByText('Your profile was saved.').waitFor()

    await profile.getByLabel('New email address').fill('ada.demo@acme.test')
    await profile.getByRole('button', { name: 'Email me a code' }).click()
    const notice = profile.getByRole('complementary', { name: 'Demo message' })
    const code = /\d{6}/.exec((await notice.getByText(/Code:/).textContent()) ?? '')?.[0] ?? ''
    const dialog = profile.getByRole('dialog', { name: 'Confirm your new address' })
    await dialog.getByLabel('Code', { exact: true }).fill(code)
    await dialog.getByRole('button', { name: 'Confirm' }).click()
    await profile.getByText('Your email address is now ada.demo@acme.test.').waitFor()
    await page.close()
  })
})
