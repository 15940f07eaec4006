import { useState } from 'react'
import type { SecurityUsersKind } from '../../../../../atoms/security-center-users'

/**
 * The table shown: the member's own choice, until a recommendation's fix asks for another
 * (a new `request`), which wins once.
 */
export function useSelected(
  kind: SecurityUsersKind,
  request: number,
): [SecurityUsersKind, (kind: SecurityUsersKind) => void] {
  const [own, setOwn] = useState<{ kind: SecurityUsersKind; request: number }>({ kind, request })
  const selected = own.request === request ? own.kind : kind
  return [selected, (next) => setOwn({ kind: next, request })]
}
