import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addUser, admin, call, createTestServer, login, prefix } from '../helpers'
import type { TestServer, WireErrorBody } from '../helpers'

let server: TestServer
let token: string

/** A 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
)
/** The smallest GIF. */
const GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64')
const dataUrl = (type: string, bytes: Buffer) => `data:${type};base64,${bytes.toString('base64')}`

beforeAll(async () => {
  server = await createTestServer()
  await addUser(server, { email: 'pictured@example.com', password: 'picture owner 1' })
  token = (await login(server, 'pictured@example.com', 'picture owner 1')).token
})
afterAll(() => server.close())

const put = (profilePictureUrl: unknown) =>
  call(server, '/identity/resources/users/v2/me', {
    method: 'PUT',
    body: { profilePictureUrl },
    token,
  })
const pictureOf = async (response: Response) => {
  expect(response.status).toBe(200)
  return ((await response.json()) as { profilePictureUrl: string | null }).profilePictureUrl
}
const fetchPicture = (url: string, headers: Record<string, string> = {}) => {
  const { pathname, search } = new URL(url)
  return server.app.request(`${pathname}${search}`, { headers })
}
const messageOf = async (response: Response) => ((await response.json()) as WireErrorBody).errors[0]

describe('profile picture', () => {
  it('keeps a data-URL image and serves it back at a URL with ?t=', async () => {
    const url = await pictureOf(await put(dataUrl('image/png', PNG)))
    expect(url).toMatch(
      new RegExp(
        `^${server.config.issuer}${prefix}/identity/resources/users/v1/pictures/[0-9a-f-]{36}\\?t=\\d+$`,
      ),
    )
    const served = await fetchPicture(url ?? '')
    expect(served.status).toBe(200)
    expect(served.headers.get('content-type')).toBe('image/png')
    expect(served.headers.get('x-content-type-options')).toBe('nosniff')
    expect(served.headers.get('cache-control')).toBe('public, max-age=86400')
    expect(Buffer.from(await served.arrayBuffer())).toEqual(PNG)
    const etag = served.headers.get('etag') ?? ''
    expect((await fetchPicture(url ?? '', { 'if-none-match': etag })).status).toBe(304)
    const me = await call(server, '/identity/resources/users/v2/me', { token })
    expect(await pictureOf(me)).toBe(url)
  })

  it('changes nothing for the same image or its own URL, and a new image gets a new URL', async () => {
    const me = await pictureOf(await call(server, '/identity/resources/users/v2/me', { token }))
    expect(await pictureOf(await put(dataUrl('image/png', PNG)))).toBe(me)
    expect(await pictureOf(await put(me))).toBe(me)
    const gif = await pictureOf(await put(dataUrl('image/gif', GIF)))
    expect(gif).not.toBe(me)
    expect((await fetchPicture(me ?? '')).status).toBe(404)
    expect((await fetchPicture(gif ?? '')).headers.get('content-type')).toBe('image/gif')
  })

  it('refuses anything but a png, jpeg, webp or gif image of its claimed type, naming the field', async () => {
    const refusals = [
      [
        dataUrl('image/png', Buffer.from('<svg onload="alert(1)"/>')),
        'must be a png, jpeg, webp or gif image',
      ],
      [dataUrl('image/jpeg', PNG), 'must be a png, jpeg, webp or gif image'],
      [dataUrl('image/svg+xml', Buffer.from('<svg/>')), 'must be a base64 data URL of an image'],
      ['data:image/png;base64,@@@', 'must be a base64 data URL of an image'],
      ['https://tracker.example/pixel.png', 'must be a base64 data URL of an image, or null'],
      [
        dataUrl('image/png', Buffer.concat([PNG, Buffer.alloc(701 * 1024)])),
        'must be at most 700 KiB',
      ],
    ] as const
    for (const [value, message] of refusals) {
      const response = await put(value)
      expect(response.status, message).toBe(400)
      expect(await messageOf(response)).toBe(`profilePictureUrl ${message}`)
    }
  })

  it('uploads through the multipart image endpoint, answering the URL as text', async () => {
    const form = new FormData()
    form.append('image', new Blob([PNG], { type: 'image/png' }), 'me.png')
    const response = await server.app.request(`${prefix}/team/resources/profile/me/image/v1`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    })
    expect(response.status).toBe(200)
    const url = await response.text()
    expect(url).toMatch(/\/identity\/resources\/users\/v1\/pictures\/[0-9a-f-]{36}$/)
    expect((await fetchPicture(url)).status).toBe(200)
    const bad = new FormData()
    bad.append('image', new Blob(['<html>'], { type: 'image/png' }), 'x.png')
    const refused = await server.app.request(`${prefix}/team/resources/profile/me/image/v1`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${token}` },
      body: bad,
    })
    expect(refused.status).toBe(400)
    expect(await messageOf(refused)).toBe('image must be a png, jpeg, webp or gif image')
  })

  it('shows in the sign-in answer and in the team list', async () => {
    const url = await pictureOf(await put(dataUrl('image/gif', GIF)))
    const { body } = await login(server, 'pictured@example.com', 'picture owner 1')
    expect((body as unknown as { profilePictureUrl: string }).profilePictureUrl).toBe(url)
    const adminToken = (await login(server)).token
    const list = await call(server, '/identity/resources/users/v3?_limit=50', { token: adminToken })
    expect(list.status).toBe(200)
    const { items } = (await list.json()) as {
      items: { email: string; profilePictureUrl: string | null }[]
    }
    const byEmail = new Map(items.map((item) => [item.email, item.profilePictureUrl]))
    expect(byEmail.get('pictured@example.com')).toBe(url)
    expect(byEmail.get(admin.email)).toBeNull()
  })

  it('removes the picture with null', async () => {
    expect(await pictureOf(await put(null))).toBeNull()
    expect(
      (
        await fetchPicture(
          `${server.config.issuer}${prefix}/identity/resources/users/v1/pictures/nope`,
        )
      ).status,
    ).toBe(404)
  })
})
