import type { DemoModule } from './app'
import type { DemoMethod, DemoRequest } from './router'
import type { WebhooksDemo } from './webhooks-store'

const read = 'fe.connectivity.read.webhooks'
const write = 'fe.connectivity.write.webhooks'
const integrations = 'fe.connectivity.read.integrations'

/** Wire §5.21 rows 20-28: method, path, answer and the permissions that may call it. */
const routes: [DemoMethod, string, keyof WebhooksDemo, ...string[]][] = [
  ['GET', '/webhook', 'list', read],
  ['POST', '/webhook/custom', 'create', write],
  ['PATCH', '/webhook/:id', 'update', write],
  ['DELETE', '/webhook/:id', 'remove', 'fe.connectivity.delete.webhooks'],
  ['GET', '/webhook/logs/', 'logs', read],
  ['POST', '/webhook/test', 'test', write],
  ['POST', '/webhook/logs/:id/retries', 'retry', write],
  ['GET', '/event/resources/configurations/v1/categories', 'categories', read, integrations],
  ['GET', '/event/resources/configurations/v1', 'channelMaps', read, integrations],
]

/**
 * The Connectivity page's webhooks with a delivery log, and the event catalogue. The routes are
 * here; their state and answers (`webhooks-store.ts`, with the catalogue) are a chunk of their own
 * that the first call loads, so the portal's demo chunk stays within its budget.
 */
export const webhooks: DemoModule = ({ route, signedIn, startedAt }) => {
  let store: Promise<WebhooksDemo> | undefined
  for (const [method, path, name, ...permissions] of routes) {
    const answer = async (request: DemoRequest) =>
      (await (store ??= import('./webhooks-store').then((m) => m.createWebhooksDemo(startedAt))))[
        name
      ](request)
    route(method, path, signedIn(answer, ...permissions))
  }
}
