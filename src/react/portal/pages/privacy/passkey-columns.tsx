import { Badge } from '../../../ui/index'
import type { PasskeyDevice } from '../../../../api/passkeys'
import type { Translate } from '../../../i18n/index'
import type { DataColumn } from '../../../ui/index'

const kindOf = (device: PasskeyDevice, t: Translate): string =>
  t(
    device.deviceType === 'Platform'
      ? 'passkeys.section.platform'
      : 'passkeys.section.crossPlatform',
  )

/** The words naming a passkey in its row, its delete button and the confirmation. */
export const passkeyLabel = (device: PasskeyDevice, t: Translate): string =>
  device.name || kindOf(device, t)

const formatDay = (value: string | null | undefined, locale: string | undefined): string | null => {
  if (!value) return null
  const date = new Date(value)
  return Number.isNaN(date.getTime())
    ? null
    : new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(date)
}

/** The passkeys table's columns: which one (and where it lives), when added, when last used. */
export const passkeyColumns = (
  t: Translate,
  locale: string | undefined,
): DataColumn<PasskeyDevice>[] => [
  {
    id: 'name',
    header: t('passkeys.section.columnName'),
    cell: (device) => (
      <>
        <span>{passkeyLabel(device, t)}</span>
        {device.name ? (
          <>
            {' '}
            <Badge>{kindOf(device, t)}</Badge>
          </>
        ) : null}
        {device.backedUp ? (
          <>
            {' '}
            <Badge tone="success">{t('passkeys.section.synced')}</Badge>
          </>
        ) : null}
      </>
    ),
  },
  {
    id: 'created',
    header: t('passkeys.section.columnCreated'),
    nowrap: true,
    fold: true,
    cell: (device) => formatDay(device.createdAt, locale) ?? '',
  },
  {
    id: 'lastUsed',
    header: t('passkeys.section.columnLastUsed'),
    nowrap: true,
    fold: true,
    cell: (device) => formatDay(device.lastUsedAt, locale) ?? t('passkeys.section.neverUsed'),
  },
]
