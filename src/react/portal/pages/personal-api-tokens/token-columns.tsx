import { Badge } from '../../../ui/index'
import { calendarDate, fullDateTime } from '../../../widgets/users-table/format-time'
import type { ApiToken } from '../../../../api/api-tokens'
import type { Translate } from '../../../i18n/index'
import type { DataColumn } from '../../../ui/index'
import type { apiTokensStyles } from './api-tokens.styles'

/** What the cells need besides the token. */
export interface TokenCellContext {
  t: Translate
  locale: string | undefined
  now: number
  styles: ReturnType<typeof apiTokensStyles>
}

/** A date with the full date and time as its tooltip. */
function When({ iso, locale }: { iso: string; locale: string | undefined }) {
  return (
    <time dateTime={iso} title={fullDateTime(iso, locale)}>
      {calendarDate(iso, locale) ?? iso}
    </time>
  )
}

/** The expiry: "Never", a date, or "Expired" once past (such a token is refused at sign-in). */
function Expiry({ token, context }: { token: ApiToken; context: TokenCellContext }) {
  const { t, styles, locale, now } = context
  if (token.expires === null)
    return <span className={styles.muted}>{t('personalApiTokens.never')}</span>
  const expired = Date.parse(token.expires) <= now
  return (
    <span className={styles.expiry}>
      <When iso={token.expires} locale={locale} />
      {expired ? <Badge tone="danger">{t('personalApiTokens.expired')}</Badge> : null}
    </span>
  )
}

/** The tokens table's columns: what it is for, its client id, when it was made and when it ends. */
export function tokenColumns(context: TokenCellContext): DataColumn<ApiToken>[] {
  const { t, styles, locale } = context
  return [
    {
      id: 'description',
      header: t('personalApiTokens.column.description'),
      cell: (token) => <span className={styles.description}>{token.description}</span>,
    },
    {
      id: 'clientId',
      header: t('personalApiTokens.column.clientId'),
      fold: true,
      cell: (token) => (
        <code className={styles.code} dir="ltr">
          {token.clientId}
        </code>
      ),
    },
    {
      id: 'created',
      header: t('personalApiTokens.column.created'),
      fold: true,
      nowrap: true,
      cell: (token) => <When iso={token.createdAt} locale={locale} />,
    },
    {
      id: 'expires',
      header: t('personalApiTokens.column.expires'),
      fold: true,
      nowrap: true,
      cell: (token) => <Expiry token={token} context={context} />,
    },
  ]
}
