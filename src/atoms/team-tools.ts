import { resendInvitation, resetBreachedPasswords } from '../api/team'
import { createMutation } from './mutation'
import type { UserV3 } from '../api/types'

/** Mails a pending invitation again, from every tenant that invited the person (wire §5.4 row 12). */
export const resendAllMutation = createMutation<UserV3, null>({
  run: async (client, user) => {
    await resendInvitation(client, user.email ?? '', true)
    return null
  },
})

/** Mails every member whose password was found in a breach one reset link. */
export const resetBreachedMutation = createMutation<null, null>({
  run: async (client) => {
    await resetBreachedPasswords(client)
    return null
  },
})
