import { demoLink, showDemoMessage } from './notices'

/**
 * The demo's accounts waiting for activation, kept in sessionStorage: the demo "mails" a link
 * that reloads the page, and the activation after the reload must still find its account.
 */

/** A demo sign-up waiting for activation. */
export interface DemoPendingAccount {
  userId: string
  tenantId: string
  email: string
  name: string
  /** The mailed link's token. */
  token: string
  /** The code's id (the sign-up's activationToken) and the code. */
  codeId: string
  code: string
  codeTries: number
  hasPassword: boolean
  /** A resent mail's activation asks for a new password (as the server's). */
  choosePassword?: boolean
  activated: boolean
  expiresAt: number
}

const KEY = 'foyer-demo-sign-ups'
const memory = new Map<string, DemoPendingAccount>()

const storage = (): Storage | null => {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage
  } catch {
    return null
  }
}

const readAll = (): Map<string, DemoPendingAccount> => {
  const store = storage()
  if (!store) return memory
  try {
    const parsed = JSON.parse(store.getItem(KEY) ?? '[]') as DemoPendingAccount[]
    return new Map(parsed.map((account) => [account.userId, account]))
  } catch {
    return new Map()
  }
}

const writeAll = (accounts: Map<string, DemoPendingAccount>): void => {
  const store = storage()
  if (store) store.setItem(KEY, JSON.stringify([...accounts.values()]))
}

/** Every demo sign-up of this tab. */
export const demoAccounts = (): DemoPendingAccount[] => [...readAll().values()]

/** Saves (adds or replaces) a demo sign-up. */
export function saveDemoAccount(account: DemoPendingAccount): void {
  const accounts = readAll()
  accounts.set(account.userId, account)
  writeAll(accounts)
}

/** A random link token of the server's shape: 43 base64url characters. */
export function demoToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32))
  let text = ''
  for (const byte of bytes) text += String.fromCharCode(byte)
  return btoa(text).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '')
}

/** A random 6-digit code. */
export function demoCode(): string {
  return String((crypto.getRandomValues(new Uint32Array(1))[0] ?? 0) % 1_000_000).padStart(6, '0')
}

/** Shows the activation mail the demo would have sent: its link and its code. */
export function announceActivation(account: DemoPendingAccount, subject: string): void {
  // Outside a page (the contract tests run the demo in Node) there is nowhere to show it.
  if (typeof window === 'undefined') return
  showDemoMessage({
    channel: 'mail',
    to: account.email,
    subject,
    link: demoLink('activateUrl', { userId: account.userId, token: account.token }),
    code: account.code,
  })
}
