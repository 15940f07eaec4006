import { atom } from 'jotai/vanilla'
import { getRoles } from '../api/roles'
import {
  getTemporaryUsersConfiguration,
  resendInvitation,
  revokeUserSessions,
  setPermanentUser,
  setUserExpiration,
  switchUser,
  updateUserRoles,
} from '../api/team'
import { addUser, deleteUser } from '../api/users'
import { apiClientAtom } from './config'
import { createMutation } from './mutation'
import { sessionKeyAtom } from './session-key'
import { usersList } from './users'
import type { UserSwitch } from '../api/team'
import type { AddUserInput, Role, TeamUser, UserV3 } from '../api/types'
import type { ListState } from './server-list-state'

type Edit = (user: UserV3) => UserV3

const editUser = (userId: string, edit: Edit) => (state: ListState<UserV3>) => ({
  ...state,
  items: state.items.map((user) => (user.id === userId ? edit(user) : user)),
})

/** A member's role ids in its first tenant entry (the list's tenant). */
export const roleIdsOfUser = (user: UserV3): string[] =>
  (user.tenants[0]?.roles ?? []).map((role) => role.id)

/** A just-invited member as the list shows it (the answer is an `ITeamUser`). */
const listedFromTeamUser = (answer: TeamUser): UserV3 => {
  // The server's ITeamUser lacks some list fields: typed as the wire declares, read as it is.
  const user = answer as Partial<TeamUser> & Pick<TeamUser, 'id' | 'tenantId' | 'roles' | 'name'>
  return {
    ...answer,
    sub: user.sub ?? user.id,
    tenantIds: user.tenantIds ?? [user.tenantId],
    mfaEnrolled: user.mfaEnrolled ?? false,
    metadata: user.metadata ?? '{}',
    activatedForTenant: user.activatedForTenant ?? false,
    tenants: [{ tenantId: user.tenantId, roles: user.roles }],
  }
}

/** Invites a member; on success it goes first in the list (spec §4.8). */
export const inviteUserMutation = createMutation<AddUserInput, TeamUser>({
  run: (client, input) => addUser(client, input),
  onSuccess: (get, set, created) => {
    const { pageSize } = get(usersList.queryAtom)
    usersList.editItems(get, set, (state) => {
      const totalItems = state.totalItems + 1
      // One more member may open another page: the pager must reach it.
      const totalPages = Math.max(state.totalPages, Math.ceil(totalItems / pageSize))
      return {
        ...state,
        items: [
          listedFromTeamUser(created),
          ...state.items.filter((user) => user.id !== created.id),
        ],
        totalItems,
        totalPages,
      }
    })
  },
})

/** What a role edit needs: the member, and the roles it should have. */
export interface RoleEdit {
  user: UserV3
  roles: Role[]
}

/** Replaces a member's roles, shown at once and rolled back when the server refuses. */
export const editRolesMutation = createMutation<RoleEdit, TeamUser>({
  run: (client, { user, roles }) =>
    updateUserRoles(client, {
      userId: user.id,
      before: roleIdsOfUser(user),
      roleIds: roles.map((role) => role.id),
    }),
  optimistic: (get, set, { user, roles }) =>
    usersList.optimisticEdit(
      get,
      set,
      editUser(user.id, (shown) => ({
        ...shown,
        tenants: [{ tenantId: shown.tenants[0]?.tenantId ?? shown.tenantId, roles }],
      })),
    ),
})

/** Removes a member: gone from the list at once, back if the server refuses. */
export const removeUserMutation = createMutation<UserV3, UserV3>({
  run: async (client, user) => {
    await deleteUser(client, user.id)
    return user
  },
  optimistic: (get, set, user) =>
    usersList.optimisticEdit(get, set, (state) => {
      // Applied again to answers that may already lack the member: count only a removal.
      const items = state.items.filter((shown) => shown.id !== user.id)
      const removed = state.items.length - items.length
      return { ...state, items, totalItems: Math.max(0, state.totalItems - removed) }
    }),
})

const switched: Record<UserSwitch, Edit> = {
  lock: (user) => ({ ...user, isLocked: true }),
  unlock: (user) => ({ ...user, isLocked: false }),
  disable: (user) => ({ ...user, isDisabled: true }),
  enable: (user) => ({ ...user, isDisabled: false }),
}

/** Locks, unlocks, disables or enables a member, shown at once and undone on failure. */
export const switchUserMutation = createMutation<{ user: UserV3; change: UserSwitch }, null>({
  run: async (client, { user, change }) => {
    await switchUser(client, change, user.id)
    return null
  },
  optimistic: (get, set, { user, change }) =>
    usersList.optimisticEdit(get, set, editUser(user.id, switched[change])),
})

/** Sets (seconds from now) or clears (`null`) a member's expiration. */
export const expirationMutation = createMutation<
  { user: UserV3; expirationInSeconds: number | null },
  null
>({
  run: async (client, { user, expirationInSeconds }) => {
    if (expirationInSeconds === null) await setPermanentUser(client, user.id)
    else await setUserExpiration(client, user.id, expirationInSeconds)
    return null
  },
  optimistic: (get, set, { user, expirationInSeconds }) =>
    usersList.optimisticEdit(
      get,
      set,
      editUser(user.id, ({ temporaryExpirationDate: _old, ...shown }) =>
        expirationInSeconds === null
          ? shown
          : {
              ...shown,
              temporaryExpirationDate: new Date(
                Date.now() + expirationInSeconds * 1000,
              ).toISOString(),
            },
      ),
    ),
})

/** Ends a member's sessions. */
export const revokeSessionsMutation = createMutation<UserV3, null>({
  run: async (client, user) => {
    await revokeUserSessions(client, user.id)
    return null
  },
})

/** Mails a pending invitation again. */
export const resendInvitationMutation = createMutation<UserV3, null>({
  run: async (client, user) => {
    await resendInvitation(client, user.email ?? '')
    return null
  },
})

/**
 * The roles a member can be given in the current tenant (the invite dialog and the role editor),
 * fetched again when the session or tenant changes; `null` when they cannot be read.
 */
export const teamRolesAtom = atom(async (get): Promise<Role[] | null> => {
  get(sessionKeyAtom)
  try {
    return await getRoles(get(apiClientAtom))
  } catch {
    return null
  }
})

/** Whether members can be made temporary here; read once per session (off when unreadable). */
export const temporaryConfigurationAtom = atom(async (get): Promise<{ enabled: boolean }> => {
  get(sessionKeyAtom)
  try {
    return await getTemporaryUsersConfiguration(get(apiClientAtom))
  } catch {
    return { enabled: false }
  }
})
