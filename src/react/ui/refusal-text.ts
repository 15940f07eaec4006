import { addEnglish } from '../../i18n/index'
import { refusal as refusalEnglish } from '../../i18n/messages/en'
import type { ApiError } from '../../api/index'
import type { MessageId, Translate } from '../../i18n/index'

addEnglish(refusalEnglish)

/**
 * The permission keys a refusal names (403 `ER-FOYER-1006`): its `context.permissions`, or, from a
 * server that gave no context, the keys of its "Missing permission a or b" message; `null` for any
 * other error. (Here, not in `api/`, so only the screens that show failures carry it.)
 */
export function missingPermissions(error: ApiError | null | undefined): string[] | null {
  if (error?.status !== 403 || error.errorCode !== 'ER-FOYER-1006') return null
  const context = error.context as { permissions?: unknown } | null | undefined
  const listed = context?.permissions
  if (Array.isArray(listed) && listed.every((key) => typeof key === 'string')) return listed
  return /^Missing permission (\S+(?: or \S+)*)$/.exec(error.message)?.[1]?.split(' or ') ?? []
}

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
