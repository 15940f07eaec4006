import {
  createRole,
  deleteRole,
  getPermissions,
  getRoles,
  setRolePermissions,
  updateRole,
} from '../api/roles'
import { createMutation } from './mutation'
import { createServerList } from './server-list'
import type { Role } from '../api/index'
import type { RoleInput, RolePermission } from '../api/roles'

type Unsorted = Record<string, never>

const wholeList = <Item>(load: (client: Parameters<typeof getRoles>[0]) => Promise<Item[]>) =>
  createServerList<Item, 'name', Unsorted>({
    defaultQuery: { page: 0, pageSize: 500, sortBy: 'name', order: 'ASC', filter: {} },
    maxPageSize: 500,
    fetchPage: async (client) => {
      const items = await load(client)
      return { items, _metadata: { totalItems: items.length, totalPages: 1 } }
    },
  })

/** The account's roles, vendor-wide and its own (one unpaged answer). */
export const rolesList = wholeList<Role>(getRoles)

/** The permission catalogue with the roles granting each. */
export const permissionsList = wholeList<RolePermission>(getPermissions)

const replaceRole = (items: Role[], role: Role) =>
  items.map((item) => (item.id === role.id ? role : item))

/** Creates a role; it joins the list once the server has made it. */
export const createRoleMutation = createMutation<RoleInput, Role>({
  run: (client, input) => createRole(client, input),
  onSuccess: (get, set, role) => {
    rolesList.editItems(get, set, (state) => ({
      ...state,
      items: [...state.items, role],
      totalItems: state.totalItems + 1,
    }))
  },
})

/** An edit of a role: its fields and permissions, with the role as it was for the rollback. */
export interface RoleEdit {
  role: Role
  input: RoleInput
}

/**
 * Saves a role's fields then its permissions. The list shows the edit at once and goes back to the
 * role as it was when the server refuses (an escalation: a permission the editor does not hold).
 */
export const updateRoleMutation = createMutation<RoleEdit, Role>({
  run: async (client, { role, input }) => {
    const { permissionIds, ...fields } = input
    // Only what changed is sent, so a refused permission change leaves the fields as they were too
    // whenever the fields did not change.
    const fieldsChanged =
      fields.key !== role.key ||
      fields.name !== role.name ||
      fields.description !== (role.description ?? '') ||
      fields.isDefault !== role.isDefault
    const same =
      permissionIds.length === role.permissions.length &&
      permissionIds.every((id) => role.permissions.includes(id))
    let saved = role
    if (fieldsChanged) saved = await updateRole(client, role.id, fields)
    if (!same) saved = await setRolePermissions(client, role.id, permissionIds)
    return saved
  },
  optimistic: (get, set, { role, input }) =>
    rolesList.optimisticEdit(get, set, (state) => ({
      ...state,
      items: replaceRole(state.items, {
        ...role,
        ...input,
        permissions: input.permissionIds,
      }),
    })),
  onSuccess: (get, set, saved) => {
    rolesList.editItems(get, set, (state) => ({ ...state, items: replaceRole(state.items, saved) }))
  },
})

/** Deletes a role; it leaves the list at once and comes back if the server refuses. */
export const deleteRoleMutation = createMutation<Role, string>({
  run: async (client, role) => {
    await deleteRole(client, role.id)
    return role.id
  },
  optimistic: (get, set, role) =>
    rolesList.optimisticEdit(get, set, (state) => {
      const items = state.items.filter((item) => item.id !== role.id)
      return { ...state, items, totalItems: items.length }
    }),
})
