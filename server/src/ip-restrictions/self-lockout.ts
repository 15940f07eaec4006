import { badRequest } from '../http/api-error'
import { readIpConfig, readRuleEntries } from './repository'
import { admitsAddress, compileRules } from './rules'
import type { Db } from '../db/database'
import type { RuleEntry } from './rules'
import type { IpStrategy } from './table'

/** A change as the lockout check sees it: entries added or removed, and the switch's new state. */
export interface ProspectiveChange {
  added?: readonly RuleEntry[]
  removedIp?: { ip: string; strategy: IpStrategy }
  config?: { isActive: boolean; strategy?: IpStrategy | undefined }
}

/**
 * Refuses (400, with the reason) a member's change after which the tenant's restriction would
 * refuse that member's own address: turning on an allow list without it, blocking it, or removing
 * the entry that lets it in. Runs in the change's transaction, on what is stored then. The vendor
 * is never refused by the restriction, so its changes skip this.
 */
export const refuseSelfLockout = async (
  trx: Db,
  tenantId: string,
  callerIp: string | null,
  change: ProspectiveChange,
): Promise<void> => {
  const config = await readIpConfig(trx, tenantId)
  const next = {
    isActive: change.config?.isActive ?? config.isActive,
    strategy: change.config?.strategy ?? config.strategy,
  }
  if (!next.isActive) return
  const removed = change.removedIp
  const entries = (await readRuleEntries(trx, tenantId))
    .filter((entry) => !(removed && entry.ip === removed.ip && entry.strategy === removed.strategy))
    .concat(change.added ?? [])
  if (admitsAddress(compileRules(next, entries), callerIp)) return
  const yours =
    callerIp === null ? 'your address (unknown to the server)' : `your address ${callerIp}`
  throw badRequest(
    next.strategy === 'ALLOW'
      ? `This change would lock you out: ${yours} would not be on the active allow list. ` +
          'Add your IP to the allow list first'
      : `This change would lock you out: ${yours} would be on the active block list`,
  )
}
