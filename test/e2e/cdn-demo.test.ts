import { readFileSync } from 'node:fs'
import { createServer } from 'node:http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchChromium } from './start-foyer'
import type { AddressInfo } from 'node:net'
import type { Browser } from 'playwright-core'

let browser: Browser
let origin: string

/** Serves the built CDN files under /cdn/ and a host page that uses only the CDN script, in demo mode. */
const statics = createServer((request, response) => {
  const file = request.url?.match(/^\/cdn\/(foyer(-demo)?\.min\.js)$/)?.[1]
  if (file) {
    response.writeHead(200, { 'content-type': 'text/javascript' })
    response.end(readFileSync(`dist/cdn/${file}`))
    return
  }
  response.writeHead(200, { 'content-type': 'text/html' })
  response.end(
    '<!doctype html><html lang="en"><body><main>' +
      '<script src="/cdn/foyer.min.js"></script>' +
      '<login-box base-url="https://auth.example.test" demo></login-box></main></body></html>',
  )
})

beforeAll(async () => {
  await new Promise<void>((resolve) => statics.listen(0, '127.0.0.1', resolve))
  origin = `http://127.0.0.1:${(statics.address() as AddressInfo).port}`
  browser = await launchChromium()
})

afterAll(async () => {
  await browser?.close()
  await new Promise((resolve) => statics.close(resolve))
})

describe('the CDN script', () => {
  it('signs in to demo mode with the demo transport loaded from beside the script', async () => {
    const page = await browser.newPage()
    const scripts: string[] = []
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname)
    })
    await page.goto(`${origin}/account/login`)
    await page.getByLabel('Email').fill('ada@acme.test')
    await page.getByRole('button', { name: /continue/i }).click()
    await page.getByLabel('Password', { exact: true }).fill('correct horse')
    await page.getByRole('button', { name: /sign in/i }).click()
    await expect.poll(() => page.getByRole('button', { name: /sign out/i }).count()).toBe(1)
    expect(scripts).toEqual(['/cdn/foyer.min.js', '/cdn/foyer-demo.min.js'])
    await page.close()
  })
})
