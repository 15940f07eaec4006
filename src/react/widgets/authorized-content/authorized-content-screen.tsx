import { useAtomValue } from 'jotai'
import { useLayoutEffect, useMemo, useRef, useState } from 'react'
import {
  decideAccess,
  entitlementsAtom,
  entitlementsCheckAtom,
  sessionAtom,
} from '../../../atoms/index'
import { useStyles } from '../../ui/index'
import { authorizedContentStyles } from './authorized-content.styles'
import type { AccessRequirement } from '../../../atoms/index'
import type { ReactNode } from 'react'

/** Props of {@link AuthorizedContentScreen}: what the guarded content requires. */
export interface AuthorizedContentScreenProps {
  /** Permission keys the user must all hold; `*` is a wildcard. */
  permissions: readonly string[]
  /** Role keys the user must all have. */
  roles: readonly string[]
  /** Feature keys the user must all be entitled to. */
  features: readonly string[]
}

const keyOf = (list: readonly string[]): string => list.join('\n')

/**
 * The content guard: the default slot (the guarded children) when the signed-in user meets every
 * requirement, else the `fallback` slot; while the session or bundle is loading, neither, so
 * guarded content never flashes. Children of a slot that is not rendered are not displayed and
 * not in the accessibility tree.
 */
export function AuthorizedContentScreen({
  permissions,
  roles,
  features,
}: AuthorizedContentScreenProps) {
  useStyles(authorizedContentStyles)
  const session = useAtomValue(sessionAtom)
  const entitlements = useAtomValue(entitlementsAtom)
  const check = useAtomValue(entitlementsCheckAtom)
  const permissionsKey = keyOf(permissions)
  const rolesKey = keyOf(roles)
  const featuresKey = keyOf(features)
  const requirement = useMemo<AccessRequirement>(
    () => ({
      permissions: permissionsKey ? permissionsKey.split('\n') : [],
      roles: rolesKey ? rolesKey.split('\n') : [],
      features: featuresKey ? featuresKey.split('\n') : [],
    }),
    [permissionsKey, rolesKey, featuresKey],
  )

  const decision = decideAccess(session, entitlements, check, requirement)
  if (decision === 'granted') return <PageText slot={<slot />} />
  if (decision === 'denied') return <PageText slot={<slot name="fallback" />} />
  return null
}

/**
 * The guarded content is the page's own: it keeps the page's direction and language, not the ones the
 * element's root sets for its `locale` (an English page seen by a Hebrew browser stays left to right).
 */
function PageText({ slot }: { slot: ReactNode }) {
  const ref = useRef<HTMLSpanElement>(null)
  const [page, setPage] = useState<{ dir: string; lang: string | undefined }>()
  useLayoutEffect(() => {
    const root = ref.current?.getRootNode()
    const host = root instanceof ShadowRoot ? root.host : undefined
    if (!host) return
    setPage({
      dir: getComputedStyle(host).direction,
      lang: host.closest('[lang]')?.getAttribute('lang') ?? undefined,
    })
  }, [])
  return (
    <span ref={ref} className="page-text" dir={page?.dir} lang={page?.lang}>
      {slot}
    </span>
  )
}
