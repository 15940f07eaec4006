import type { MessageId, Translate } from '../../../../i18n/index'

const BUILT_IN: Record<string, MessageId> = {
  members: 'usage.metric.members',
  ssoConnections: 'usage.metric.ssoConnections',
  apiTokens: 'usage.metric.apiTokens',
}

/** A metric's name in words: Foyer's own are translated; a vendor's shows its key. */
export function metricName(key: string, t: Translate): string {
  const id = BUILT_IN[key]
  return id ? t(id) : key
}
