import { chromium } from 'playwright-core'
const page0 = 'http://localhost:18932'
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] })
const ctx = await b.newContext({ viewport: { width: 375, height: 900 }, colorScheme: 'dark' })
const page = await ctx.newPage()
const logs = []
page.on('response', (r) => { if (r.status() >= 400) logs.push(`HTTP ${r.status()} ${r.url()}`) })
page.on('pageerror', (e) => logs.push('pageerror ' + e.message))
await page.goto(page0 + '/?demo&demo-strategy=MagicLink')
await page.waitForTimeout(1500)
await page.locator('login-box').getByRole('textbox').first().fill('dana.levi@acme.test')
await page.keyboard.press('Enter')
await page.waitForTimeout(1500)
await page.screenshot({ path: '/tmp/ux/10-demo-magic.png' })
const open = page.locator('login-box').getByRole('link', { name: /open the link/i })
console.log('links', await open.count())
if (await open.count()) { await open.first().click(); await page.waitForTimeout(2500); await page.screenshot({ path: '/tmp/ux/11-demo-magic-callback.png' }) }
console.log(page.url())
console.log(logs.join('\n'))
await b.close()
