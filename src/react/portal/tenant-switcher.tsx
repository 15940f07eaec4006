import { useAtomValue } from 'jotai'
import { lazy, Suspense } from 'react'
import { sessionAtom } from '../../atoms/index'
import type { TenantSwitcherProps } from './tenant-switcher-menu'

const TenantSwitcherMenu = lazy(() => import('./tenant-switcher-menu'))

export type { TenantSwitcherProps } from './tenant-switcher-menu'

/**
 * The portal header's switch between the signed-in user's tenants. Most users have one tenant and
 * never see it, so its screen (`tenant-switcher-menu.tsx`) loads only for a user with several;
 * nothing shows meanwhile (the header keeps its place).
 */
export function TenantSwitcher(props: TenantSwitcherProps) {
  const session = useAtomValue(sessionAtom)
  if (session.status !== 'signed-in' || session.tenants.length < 2) return null
  return (
    <Suspense fallback={null}>
      <TenantSwitcherMenu {...props} />
    </Suspense>
  )
}
