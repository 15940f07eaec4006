import { atom } from 'jotai/vanilla'
import { toApiError } from '../api'
import {
  getChannelEvents,
  getRecipientConfigs,
  getSlackApplication,
  getSlackChannels,
  getSlackConfiguration,
  postSlackCode,
  saveRecipientConfig,
  saveSlackSubscription,
} from '../api/connectivity-channels'
import { apiClientAtom } from './config'
import { createMutation } from './mutation'
import { sessionKeyAtom } from './session-key'
import { withFreshToken } from './session-refresh'
import type { ApiClient, ApiError } from '../api'
import type {
  ChannelEvent,
  RecipientChannel,
  RecipientConfig,
  RecipientSubscription,
  SlackApplication,
  SlackChannel,
  SlackConfiguration,
  SlackSubscription,
} from '../wire/connectivity-channels'
import type { SessionKey } from './session-key'
import type { Atom, Getter, Setter, WritableAtom } from 'jotai/vanilla'

/** Something a Connectivity tab loads, as loaded (it belongs to the session). */
export interface ChannelLoad<T> {
  status: 'idle' | 'loading' | 'ready' | 'error'
  data: T | null
  error: ApiError | null
}

/** A loaded thing's atoms: its state, its (re)load, and the setter a change the server took uses. */
export interface ChannelLoader<T> {
  stateAtom: Atom<ChannelLoad<T>>
  loadAtom: WritableAtom<null, [], Promise<void>>
  putAtom: WritableAtom<null, [T], void>
}

const IDLE = { status: 'idle', data: null, error: null } as const

function createLoader<T>(fetch: (client: ApiClient) => Promise<T>): ChannelLoader<T> {
  const cellAtom = atom<{ key: SessionKey; state: ChannelLoad<T> }>({ key: null, state: IDLE })
  const stateAtom = atom((get) => {
    const cell = get(cellAtom)
    return cell.key === get(sessionKeyAtom) ? cell.state : IDLE
  })
  // An answer after a sign-out or tenant switch is dropped; a reload keeps what is shown meanwhile.
  const loadAtom = atom(null, async (get, set) => {
    const key = get(sessionKeyAtom)
    if (key === null) return
    const before = get(stateAtom)
    set(cellAtom, { key, state: { ...before, status: 'loading', error: null } })
    try {
      const data = await withFreshToken(get, set, () => fetch(get(apiClientAtom)))
      if (get(sessionKeyAtom) === key) {
        set(cellAtom, { key, state: { status: 'ready', data, error: null } })
      }
    } catch (error) {
      if (get(sessionKeyAtom) !== key) return
      set(cellAtom, { key, state: { ...before, status: 'error', error: toApiError(error) } })
    }
  })
  const putAtom = atom(null, (get, set, data: T) =>
    set(cellAtom, { key: get(sessionKeyAtom), state: { status: 'ready', data, error: null } }),
  )
  return { stateAtom, loadAtom, putAtom }
}

/** An email or SMS tab's events (by category) and the account's configurations. */
export interface RecipientTabData {
  events: ChannelEvent[]
  configs: RecipientConfig[]
}

const recipientLoader = (channel: RecipientChannel) =>
  createLoader<RecipientTabData>(async (client) => {
    const [events, configs] = await Promise.all([
      getChannelEvents(client, channel),
      getRecipientConfigs(client, channel),
    ])
    return { events, configs }
  })

/** The Email and SMS tabs' loads. */
export const recipientTabLoaders: Record<RecipientChannel, ChannelLoader<RecipientTabData>> = {
  email: recipientLoader('email'),
  sms: recipientLoader('sms'),
}

/** The Slack tab's events, the app that starts the OAuth and the account's workspace. */
export interface SlackTabData {
  events: ChannelEvent[]
  application: SlackApplication
  configuration: SlackConfiguration
}

/** The Slack tab's load. */
export const slackTabLoader = createLoader<SlackTabData>(async (client) => {
  const [events, application, configuration] = await Promise.all([
    getChannelEvents(client, 'slack'),
    getSlackApplication(client),
    getSlackConfiguration(client),
  ])
  return { events, application, configuration }
})

/** The workspace's channels, loaded apart (Slack may be down while the rest loads). */
export const slackChannelsLoader = createLoader<SlackChannel[]>(getSlackChannels)

/** Sets an event's switch and recipient lists; the configurations reload from the server. */
export const saveRecipientConfigMutation = createMutation<
  {
    channel: RecipientChannel
    eventKey: string
    enabled: boolean
    subscriptions: RecipientSubscription[]
  },
  RecipientConfig[]
>({
  run: async (client, { channel, ...config }) => {
    await saveRecipientConfig(client, channel, config)
    return getRecipientConfigs(client, channel)
  },
  onSuccess: (get, set, configs, { channel }) => {
    const loader = recipientTabLoaders[channel]
    const data = get(loader.stateAtom).data
    if (data) set(loader.putAtom, { ...data, configs })
  },
})

const putSlackConfiguration = (get: Getter, set: Setter, configuration: SlackConfiguration) => {
  const data = get(slackTabLoader.stateAtom).data
  if (data) set(slackTabLoader.putAtom, { ...data, configuration })
}

/** Saves a Slack subscription (dropped by the server when it names no channel); reloads them. */
export const saveSlackSubscriptionMutation = createMutation<SlackSubscription, SlackConfiguration>({
  run: async (client, subscription) => {
    await saveSlackSubscription(client, subscription)
    return getSlackConfiguration(client)
  },
  onSuccess: putSlackConfiguration,
})

/** Installs the Slack app with the code of Slack's consent page; the workspace reloads. */
export const postSlackCodeMutation = createMutation<string, SlackConfiguration>({
  run: async (client, code) => {
    await postSlackCode(client, code)
    return getSlackConfiguration(client)
  },
  onSuccess: putSlackConfiguration,
})
