import {
  changeGroupRoles,
  changeGroupUsers,
  createGroup,
  deleteGroup,
  getGroups,
  updateGroup,
} from '../api/groups'
import { createMutation } from './mutation'
import { createServerList } from './server-list'
import type { Group, GroupInput } from '../api/groups'

/** The account's groups with their roles and users (one unpaged answer). */
export const groupsList = createServerList<Group, 'name', Record<string, never>>({
  defaultQuery: { page: 0, pageSize: 500, sortBy: 'name', order: 'ASC', filter: {} },
  maxPageSize: 500,
  fetchPage: async (client) => {
    const items = await getGroups(client)
    return { items, _metadata: { totalItems: items.length, totalPages: 1 } }
  },
})

/** A group's fields, with the group when it is an edit. */
export interface GroupSave {
  group: Group | null
  input: GroupInput
  /** The roles and users the group should end with. */
  roleIds: string[]
  userIds: string[]
}

const diff = (before: string[], after: string[]) => ({
  added: after.filter((id) => !before.includes(id)),
  removed: before.filter((id) => !after.includes(id)),
})

/** Whether the dialog changed the group's own fields (name, colour, description). */
const fieldsChanged = (group: Group, input: GroupInput) =>
  input.name !== group.name ||
  (input.color ?? '') !== (group.color ?? '') ||
  (input.description ?? '') !== (group.description ?? '')

/**
 * Creates or edits a group, then brings its roles and members to what the dialog shows, with as
 * few requests as the wire allows (it has no single group save): the fields only when changed,
 * each kind of change in one call (additions before removals, so a member moving roles never
 * passes through having none); the list reloads afterwards (the server names roles and users).
 */
export const saveGroupMutation = createMutation<GroupSave, string>({
  run: async (client, { group, input, roleIds, userIds }) => {
    const id = group ? group.id : (await createGroup(client, input)).id
    if (group && fieldsChanged(group, input)) await updateGroup(client, id, input)
    const roles = diff(group?.roles?.map((role) => role.id) ?? [], roleIds)
    const users = diff(group?.users?.map((user) => user.id) ?? [], userIds)
    if (roles.added.length > 0) await changeGroupRoles(client, id, roles.added, true)
    if (users.added.length > 0) await changeGroupUsers(client, id, users.added, true)
    if (users.removed.length > 0) await changeGroupUsers(client, id, users.removed, false)
    if (roles.removed.length > 0) await changeGroupRoles(client, id, roles.removed, false)
    return id
  },
  onSuccess: (_get, set) => {
    void set(groupsList.reloadAtom)
  },
})

/** Deletes a group; it leaves the list at once and comes back if the server refuses. */
export const deleteGroupMutation = createMutation<Group, string>({
  run: async (client, group) => {
    await deleteGroup(client, group.id)
    return group.id
  },
  optimistic: (get, set, group) =>
    groupsList.optimisticEdit(get, set, (state) => {
      const items = state.items.filter((item) => item.id !== group.id)
      return { ...state, items, totalItems: items.length }
    }),
})
