import * as groups from '../../src/i18n/messages/en'
import type { MessageId } from '../../src/i18n/index'

/** The whole English catalogue, every group of `messages/en.ts` in one map (bundles carry only their screens'). */
export const en = Object.assign({}, ...Object.values(groups)) as Readonly<Record<MessageId, string>>
