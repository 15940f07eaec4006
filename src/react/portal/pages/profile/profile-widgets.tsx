import { lazy, Suspense } from 'react'
import { Spinner } from '../../../ui/index'
import type { ComponentType } from 'react'

/**
 * The profile screens for the widget tags, loaded when a tag first renders: one chunk that the
 * portal's Profile page shares, so a page with `<login-box>` and `<change-password>` downloads the
 * login box's first load once and the screens only where they show.
 */
const screens = () => import('./profile-screen')

const load = (pick: (module: Awaited<ReturnType<typeof screens>>) => ComponentType) => {
  const Screen = lazy(() => screens().then((module) => ({ default: pick(module) })))
  return function Widget() {
    return (
      <Suspense
        fallback={
          <div aria-busy="true">
            <Spinner />
          </div>
        }
      >
        <Screen />
      </Suspense>
    )
  }
}

/** `<profile-page>`'s screen, loaded on demand. */
export const ProfileWidget = load((module) => module.ProfileScreen)
/** `<change-password>`'s screen, loaded on demand. */
export const ChangePasswordWidget = load((module) => module.ChangePasswordScreen)
/** `<edit-email>`'s screen, loaded on demand. */
export const EditEmailWidget = load((module) => module.EditEmailScreen)
