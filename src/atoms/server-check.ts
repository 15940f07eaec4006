import { atom } from 'jotai/vanilla'
import { configAtom } from './config'

/**
 * Whether this page can talk to the server: `unreachable` when no answer could be read (the server
 * is down, or CORS refused this page's origin: the browser reports both as a failed fetch), `http`
 * when the server answered with an error status (a wrong `base-url` or `api-prefix`, say).
 */
export type ServerCheck =
  | { status: 'checking' }
  | { status: 'ok' }
  | { status: 'unreachable'; origin: string; baseUrl: string }
  | { status: 'http'; httpStatus: number; baseUrl: string }

/** How long the check waits before calling the server unreachable. */
export const SERVER_CHECK_TIMEOUT_MS = 8_000

const checkRunAtom = atom(0)

/**
 * The boot check, once per store (again after `recheckServerAtom`): a GET of the public vendor
 * configuration with the headers real calls send, so the CORS preflight is the same, and without
 * the client's retries, so a refusal shows at once.
 */
export const serverCheckAtom = atom(async (get): Promise<ServerCheck> => {
  get(checkRunAtom)
  const config = get(configAtom)
  // The request and its reading: a chunk of its own, so the box's first load stays small.
  const { runServerCheck } = await import('./server-check-run')
  return runServerCheck(config)
})

/** Runs the boot check again (the visitor pressed Retry after fixing the server). */
export const recheckServerAtom = atom(null, (_get, set) => set(checkRunAtom, (run) => run + 1))
