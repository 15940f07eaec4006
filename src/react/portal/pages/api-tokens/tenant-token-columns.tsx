import { Badge } from '../../../ui/index'
import { calendarDate, fullDateTime } from '../../../widgets/users-table/format-time'
import type { TenantApiToken } from '../../../../api/tenant-api-tokens'
import type { Translate } from '../../../i18n/index'
import type { DataColumn } from '../../../ui/index'
import type { tenantTokensStyles } from './tenant-tokens.styles'

/** What the cells need besides the token. */
export interface TenantTokenCellContext {
  t: Translate
  locale: string | undefined
  now: number
  styles: ReturnType<typeof tenantTokensStyles>
  /** Role id → name, for the roles column (an id shown when the role is unknown here). */
  roleNames: ReadonlyMap<string, string>
  /** Access tokens are named by a token id, API tokens by a client id. */
  idHeader: string
}

/** A date with the full date and time as its tooltip. */
function When({ iso, locale }: { iso: string; locale: string | undefined }) {
  return (
    <time dateTime={iso} title={fullDateTime(iso, locale)}>
      {calendarDate(iso, locale) ?? iso}
    </time>
  )
}

/** The expiry: "Never", a date, or "Expired" once past (such a token is refused). */
function Expiry({ token, context }: { token: TenantApiToken; context: TenantTokenCellContext }) {
  const { t, styles, locale, now } = context
  if (token.expires === null)
    return <span className={styles.muted}>{t('tenantApiTokens.never')}</span>
  const expired = Date.parse(token.expires) <= now
  return (
    <span className={styles.expiry}>
      <When iso={token.expires} locale={locale} />
      {expired ? <Badge tone="danger">{t('tenantApiTokens.expired')}</Badge> : null}
    </span>
  )
}

/** The table's columns: what it is for, its id, its roles, when it was made and when it ends. */
export function tenantTokenColumns(context: TenantTokenCellContext): DataColumn<TenantApiToken>[] {
  const { t, styles, locale, roleNames } = context
  return [
    {
      id: 'description',
      header: t('tenantApiTokens.column.description'),
      cell: (token) => <span className={styles.description}>{token.description}</span>,
    },
    {
      id: 'clientId',
      header: context.idHeader,
      fold: true,
      cell: (token) => (
        <code className={styles.code} dir="ltr">
          {token.clientId}
        </code>
      ),
    },
    {
      id: 'roles',
      header: t('tenantApiTokens.column.roles'),
      fold: true,
      cell: (token) =>
        token.roleIds.length === 0 ? (
          <span className={styles.muted}>{t('tenantApiTokens.noRoles')}</span>
        ) : (
          <span className={styles.roles}>
            {token.roleIds.map((id) => (
              <Badge key={id}>{roleNames.get(id) ?? id}</Badge>
            ))}
          </span>
        ),
    },
    {
      id: 'created',
      header: t('tenantApiTokens.column.created'),
      fold: true,
      nowrap: true,
      cell: (token) => <When iso={token.createdAt} locale={locale} />,
    },
    {
      id: 'expires',
      header: t('tenantApiTokens.column.expires'),
      fold: true,
      nowrap: true,
      cell: (token) => <Expiry token={token} context={context} />,
    },
  ]
}
