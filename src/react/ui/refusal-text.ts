import { missingPermissions } from '../../api/index'
import { addEnglish } from '../../i18n/index'
import { refusal as refusalEnglish } from '../../i18n/messages/en'
import type { ApiError } from '../../api/index'
import type { MessageId, Translate } from '../../i18n/index'

addEnglish(refusalEnglish)

/** `fe.<area>.<read|write|delete>.<subject>` or `fe.<subject>.<read|write|delete>`. */
const KEY = /^fe\.[\w-]+\.(read|write|delete)\.(\w+)$|^fe\.(\w+)\.(read|write|delete)$/

/**
 * A refusal for want of a permission (403 `ER-FOYER-1006`) as a sentence in the reader's language,
 * naming the permission in words ("You need the Users write permission; ask an administrator."),
 * never by its key; `null` for any other error, which keeps its own message.
 */
export function refusalText(error: ApiError | null | undefined, t: Translate): string | null {
  const keys = missingPermissions(error)
  if (!keys) return null
  const [, action, subject, bare, bareAction] = KEY.exec(keys[0] ?? '') ?? []
  const area = `refusal.area.${subject ?? bare}` as MessageId
  const kind = action ?? bareAction
  if (!kind || !(area in refusalEnglish)) return t('refusal.other')
  return t(`refusal.${kind}` as MessageId, { area: t(area) })
}
