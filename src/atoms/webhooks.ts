import { atom } from 'jotai/vanilla'
import { toApiError } from '../api'
import {
  deleteWebhook,
  getEventCategories,
  getWebhookLogs,
  getWebhooks,
  retryWebhookDelivery,
  saveWebhook,
  testWebhook,
} from '../api/webhooks'
import { apiClientAtom } from './config'
import { createMutation } from './mutation'
import { sessionKeyAtom } from './session-key'
import { withFreshToken } from './session-refresh'
import type { ApiError } from '../api'
import type { EventCategory, Webhook, WebhookLog, WebhookSaveData } from '../api/webhooks'
import type { SessionKey } from './session-key'
import type { Getter, Setter } from 'jotai/vanilla'

/** The delivery log's page size (spec §9: offset 0, limit 10). */
export const WEBHOOK_LOG_PAGE_SIZE = 10

/** The tenant's webhooks and the event catalogue, for the session's tenant. */
export interface WebhooksState {
  status: 'idle' | 'loading' | 'ready' | 'error'
  hooks: Webhook[]
  categories: EventCategory[]
  error: ApiError | null
}

const IDLE: WebhooksState = { status: 'idle', hooks: [], categories: [], error: null }
const cellAtom = atom<{ key: SessionKey; state: WebhooksState }>({ key: null, state: IDLE })

/** The state of the current session's tenant (idle under any other session). */
export const webhooksAtom = atom((get) => {
  const cell = get(cellAtom)
  return cell.key === get(sessionKeyAtom) ? cell.state : IDLE
})

const put = (get: Getter, set: Setter, change: Partial<WebhooksState>) => {
  set(cellAtom, { key: get(sessionKeyAtom), state: { ...get(webhooksAtom), ...change } })
}

/** Loads the webhooks and the catalogue; an answer of another session is dropped. */
export const loadWebhooksAtom = atom(null, async (get, set): Promise<void> => {
  const key = get(sessionKeyAtom)
  if (key === null) return
  set(cellAtom, { key, state: { ...get(webhooksAtom), status: 'loading', error: null } })
  try {
    const client = () => get(apiClientAtom)
    const [hooks, categories] = await Promise.all([
      withFreshToken(get, set, () => getWebhooks(client())),
      withFreshToken(get, set, () => getEventCategories(client())),
    ])
    if (get(sessionKeyAtom) !== key) return
    set(cellAtom, { key, state: { status: 'ready', hooks, categories, error: null } })
  } catch (error) {
    if (get(sessionKeyAtom) !== key) return
    put(get, set, { status: 'error', error: toApiError(error) })
  }
})

/** Adds or changes a webhook; the list shows the server's answer. */
export const saveWebhookMutation = createMutation<WebhookSaveData, Webhook>({
  run: (client, data) => saveWebhook(client, data),
  onSuccess: (get, set, saved) => {
    const hooks = get(webhooksAtom).hooks
    const known = hooks.some((hook) => hook._id === saved._id)
    put(get, set, {
      hooks: known
        ? hooks.map((hook) => (hook._id === saved._id ? saved : hook))
        : [...hooks, saved],
    })
  },
})

/** Removes a webhook. */
export const deleteWebhookMutation = createMutation<string, string>({
  run: async (client, id) => {
    await deleteWebhook(client, id)
    return id
  },
  onSuccess: (get, set, id) => {
    put(get, set, { hooks: get(webhooksAtom).hooks.filter((hook) => hook._id !== id) })
  },
})

/** Sends a test event to a webhook's URL, signed with its secret. */
export const testWebhookMutation = createMutation<
  { url: string; secret: string | null },
  WebhookLog
>({
  run: (client, data) => testWebhook(client, data),
})

/** Queues one delivery again. */
export const retryDeliveryMutation = createMutation<string, WebhookLog>({
  run: (client, logId) => retryWebhookDelivery(client, logId),
})

/** Reads one page of a webhook's delivery log (the log keeps its own page on screen). */
export const readWebhookLogAtom = atom(null, (get, set, query: { id: string; offset: number }) =>
  withFreshToken(get, set, () =>
    getWebhookLogs(get(apiClientAtom), { ...query, limit: WEBHOOK_LOG_PAGE_SIZE }),
  ),
)
