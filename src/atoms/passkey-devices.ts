import { deletePasskey, getPasskeys } from '../api/passkeys'
import { createMutation } from './mutation'
import { createServerList } from './server-list'
import type { PasskeyDevice } from '../api/passkeys'

/**
 * The signed-in user's passkeys, oldest first (one short, unpaged answer: its only "page"): loads
 * when mounted and someone is signed in, again when the tab comes back into view, and empties at
 * sign-out.
 */
export const passkeyDevicesList = createServerList<
  PasskeyDevice,
  'createdAt',
  Record<string, never>
>({
  defaultQuery: { page: 0, pageSize: 100, sortBy: 'createdAt', order: 'ASC', filter: {} },
  maxPageSize: 100,
  fetchPage: async (client) => {
    const devices = await getPasskeys(client)
    return { items: devices, _metadata: { totalItems: devices.length, totalPages: 1 } }
  },
})

/** Deletes one of the user's passkeys; it leaves the list at once (back on failure). */
export const deletePasskeyMutation = createMutation<string, string>({
  run: async (client, id) => {
    await deletePasskey(client, id)
    return id
  },
  optimistic: (get, set, id) =>
    passkeyDevicesList.optimisticEdit(get, set, (state) => {
      const items = state.items.filter((device) => device.id !== id)
      return { ...state, items, totalItems: items.length }
    }),
})
