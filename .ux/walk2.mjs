import { chromium } from 'playwright-core'
const page0 = 'http://localhost:18932'
const server = 'http://localhost:18931'
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] })
const ctx = await b.newContext({ viewport: { width: 375, height: 760 }, locale: 'he-IL' })
const page = await ctx.newPage()
const logs = []
page.on('response', (r) => { if (r.status() >= 400) logs.push(`HTTP ${r.status()} ${r.url()}`) })
await page.goto(page0 + '/')
await page.waitForTimeout(1200)
await page.locator('login-box').getByRole('textbox').first().fill('admin@acme.test')
await page.keyboard.press('Enter')
await page.waitForTimeout(1200)
await page.screenshot({ path: '/tmp/ux/6-password-he.png' })
const forgot = page.locator('login-box').getByRole('button').filter({ hasText: /סיסמה|forgot/i })
console.log('forgot buttons', await forgot.count())
await forgot.first().click()
await page.waitForTimeout(1200)
await page.screenshot({ path: '/tmp/ux/7-forgot-he.png' })
await page.keyboard.press('Enter')
await page.locator('login-box').getByRole('button').first().click().catch(() => {})
await page.waitForTimeout(1500)
await page.screenshot({ path: '/tmp/ux/8-forgot-sent-he.png' })
const res = await fetch(server + '/dev/mailbox/messages.json?to=admin%40acme.test')
const msgs = await res.json()
console.log(msgs.map((m) => m.subject + ' ' + m.purpose).join('\n'))
if (msgs[0]) {
  const link = /https?:\/\/\S+/.exec(msgs[0].text)[0]
  await page.goto(link)
  await page.waitForTimeout(1500)
  await page.screenshot({ path: '/tmp/ux/9-reset-he.png' })
}
console.log(logs.join('\n'))
await b.close()
