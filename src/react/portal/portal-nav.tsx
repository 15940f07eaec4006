import { useId } from 'react'
import { useT } from '../i18n/index'
import { Avatar, ContactText, useStyles } from '../ui/index'
import { portalNavStyles } from './portal-nav.styles'
import type { PortalPageKey } from '../../wire/index'
import type { MouseEvent } from 'react'

/** The pages about the signed-in person; every other page is about their organisation (the tenant). */
const PERSONAL: readonly PortalPageKey[] = ['profile', 'privacy', 'personalApiTokens']

/** Props of {@link PortalNav}. */
export interface PortalNavProps {
  /** The pages the user may open, in the navigation's order. */
  pages: readonly PortalPageKey[]
  current: PortalPageKey | null
  href(page: PortalPageKey): string
  onOpen(page: PortalPageKey): void
  /** `email` is null for an account signed up with a phone number only. */
  user: {
    name: string
    email: string | null
    phoneNumber?: string | undefined
    profilePictureUrl?: string | null | undefined
  } | null
}

/**
 * The portal's navigation: who is signed in, then the pages in two groups (their own account, then the
 * organisation's), each a real link (a new tab, a copied address work) that the portal follows in place.
 */
export function PortalNav({ pages, current, href, onOpen, user }: PortalNavProps) {
  const styles = useStyles(portalNavStyles)
  const t = useT()
  const id = useId()
  const groups = [
    { id: 'personal', title: t('portal.group.personal'), pages: pages.filter(isPersonal) },
    {
      id: 'organization',
      title: t('portal.group.organization'),
      pages: pages.filter((page) => !isPersonal(page)),
    },
  ].filter((group) => group.pages.length > 0)
  const follow = (page: PortalPageKey) => (event: MouseEvent<HTMLAnchorElement>) => {
    // A modified click opens a new tab or window as a plain link would.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
      return
    event.preventDefault()
    onOpen(page)
  }
  return (
    <div className={styles.nav}>
      {user ? (
        <div className={styles.user} part="portal-user">
          <Avatar name={user.name} email={user.email} picture={user.profilePictureUrl} />
          <div>
            <span className={styles.userName}>
              {user.name || <ContactText email={user.email} phoneNumber={user.phoneNumber} />}
            </span>
            {user.name ? (
              <span className={styles.userEmail}>
                <ContactText email={user.email} phoneNumber={user.phoneNumber} />
              </span>
            ) : null}
          </div>
        </div>
      ) : null}
      {groups.map((group) => (
        <div key={group.id} className={styles.group}>
          <h2 className={styles.groupTitle} id={`${id}-${group.id}`}>
            {group.title}
          </h2>
          <ul className={styles.list} aria-labelledby={`${id}-${group.id}`}>
            {group.pages.map((page) => (
              <li key={page}>
                <a
                  href={href(page)}
                  className={styles.link}
                  aria-current={page === current ? 'page' : undefined}
                  data-autofocus={page === current ? '' : undefined}
                  onClick={follow(page)}
                  part="portal-nav-link"
                >
                  {t(`portal.page.${page}`)}
                </a>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  )
}

function isPersonal(page: PortalPageKey): boolean {
  return PERSONAL.includes(page)
}
