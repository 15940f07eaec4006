/**
 * A host application's own server using `foyer/node` with Node's http module: hosted login at
 * `/account/login`, the callback at `/oauth/callback`, logout at `/account/logout`, and a page
 * saying who is signed in (from the sealed session cookie or a Bearer token).
 *
 *   FOYER_ENCRYPTION_PASSWORD=$(openssl rand -hex 32) npm run example:node
 *
 * See README.md beside this file for the Foyer server's matching settings.
 */
import { createServer } from 'node:http'
import { createFoyer, foyerNodeHandler, readFoyerEnvironment } from '../../src/node/index'

const port = Number(process.env.PORT ?? 3000)
const foyer = createFoyer(
  readFoyerEnvironment(
    {
      FOYER_APP_URL: `http://localhost:${port}`,
      FOYER_BASE_URL: 'http://localhost:8080',
      FOYER_CLIENT_ID: 'foyer',
      ...process.env,
    },
    { hostedLogin: true },
  ),
)

const escape = (text: string) =>
  text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`)

createServer(
  foyerNodeHandler(foyer, (_req, res, { user }) => {
    res.setHeader('content-type', 'text/html; charset=utf-8')
    res.end(
      user
        ? `<p>Signed in as ${escape(user.email ?? user.name)} (roles: ${escape(user.roles.join(', '))}).</p>` +
            '<p><a href="/account/logout">Sign out</a></p>'
        : '<p>Nobody is signed in.</p><p><a href="/account/login">Sign in</a></p>',
    )
  }),
).listen(port, () => {
  process.stdout.write(`Example host app on http://localhost:${port}\n`)
})
