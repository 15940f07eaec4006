import {
  MAX_CHANNEL_RECIPIENTS,
  recipientProblem,
  splitRecipients,
} from '../../../../../wire/connectivity-channels'
import type { MessageId } from '../../../../../i18n/index'
import type {
  RecipientChannel,
  RecipientSubscription,
} from '../../../../../wire/connectivity-channels'

/** Lists an event may have (the server's limit). */
export const MAX_RECIPIENT_LISTS = 20

/** The longest list name the server keeps. */
export const MAX_LIST_NAME = 100

/** One recipient list as edited: its saved id (none when new), name, switch and recipients typed. */
export interface ListDraft {
  /** Stable while editing (React's key and the fields' ids), never sent. */
  key: string
  id?: string
  name: string
  enabled: boolean
  text: string
}

/** A problem of a field: the words that say it, and their values. */
export interface FieldProblem {
  id: MessageId
  values?: Record<string, string | number>
}

/** What is wrong with a list's fields; null for a field that is fine. */
export interface ListProblems {
  name: FieldProblem | null
  recipients: FieldProblem | null
}

let drafted = 0

/** A draft of a saved list, or of a new one named `name`. */
export const toDraft = (list: RecipientSubscription | undefined, name: string): ListDraft => ({
  key: `list-${(drafted += 1)}`,
  id: list?.id,
  name: list ? list.name : name,
  enabled: list ? list.enabled : true,
  text: (list?.recipients ?? []).join(', '),
})

/**
 * Checks every list: recipients that read as addresses (or numbers) and at most 50 of them; a name
 * for a list that has recipients, at most 100 characters, and no two lists of the event named
 * alike (the lists would be told apart by nothing else). An emptied list is removed on save.
 */
export const checkLists = (channel: RecipientChannel, lists: ListDraft[]): ListProblems[] => {
  const names = lists.map((list) => list.name.trim().toLocaleLowerCase())
  return lists.map((list, index): ListProblems => {
    const recipients = splitRecipients(list.text)
    const bad = recipients.find((value) => recipientProblem(channel, value) !== null)
    const name = list.name.trim()
    return {
      recipients:
        bad !== undefined
          ? { id: `connectivityChannels.${channel}.invalid`, values: { value: bad } }
          : recipients.length > MAX_CHANNEL_RECIPIENTS
            ? { id: 'connectivityChannels.tooMany', values: { max: MAX_CHANNEL_RECIPIENTS } }
            : null,
      name:
        name === ''
          ? recipients.length > 0
            ? { id: 'connectivityChannels.list.nameRequired' }
            : null
          : name.length > MAX_LIST_NAME
            ? { id: 'connectivityChannels.list.nameTooLong', values: { max: MAX_LIST_NAME } }
            : names.indexOf(names[index] ?? '') !== index
              ? { id: 'connectivityChannels.list.nameTaken', values: { name } }
              : null,
    }
  })
}

/** The lists as the server takes them (an emptied one is sent empty: the server drops it). */
export const toSubscriptions = (lists: ListDraft[]): RecipientSubscription[] =>
  lists.map((list) => ({
    ...(list.id === undefined ? {} : { id: list.id }),
    name: list.name.trim(),
    enabled: list.enabled,
    recipients: splitRecipients(list.text),
  }))
