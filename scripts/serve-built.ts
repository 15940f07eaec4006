import { createServer } from 'node:http'
import sirv from 'sirv'
import { isSettingsPath } from '../examples/vanilla/settings-route'

/**
 * Serves the plain-HTML example page as built (`FOYER_EXAMPLE_BUILD`) on `localhost:port`, as `vite
 * preview` does with the example's settings route, without loading vite (a second of every start
 * of the end-to-end suite's servers). Answers a function that stops it.
 */
export const serveBuilt = async (dir: string, port: number): Promise<() => Promise<void>> => {
  const files = sirv(dir, { single: true })
  const server = createServer((request, response) => {
    if (isSettingsPath(request.url)) request.url = '/settings.html'
    files(request, response)
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, 'localhost', resolve)
  })
  return () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections()
      server.close(() => resolve())
    })
}
