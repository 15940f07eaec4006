import { atom } from 'jotai/vanilla'
import { toApiError } from '../api'
import { apiClientAtom } from './config'
import { sessionKeyAtom } from './session-key'
import { withFreshToken } from './session-refresh'
import type { ApiClient, ApiError } from '../api'
import type { OptimisticEdit } from './server-list'
import type { SessionKey } from './session-key'
import type { Atom, Getter, Setter, WritableAtom } from 'jotai/vanilla'

/** Where a mutation is: the error of the last failed run stays until the next run or a reset. */
export interface MutationState {
  status: 'idle' | 'pending' | 'success' | 'error'
  /** Why the last run failed (a 400 names the bad field in its message); screens pick the words. */
  error: ApiError | null
}

/** A mutation that has not run in this session. */
export const IDLE_MUTATION: MutationState = { status: 'idle', error: null }

/** How to build a {@link Mutation}. */
export interface MutationOptions<Input, Result> {
  /** The server call (retried once after a token refresh on 401). */
  run: (client: ApiClient, input: Input) => Promise<Result>
  /**
   * Applies the change on screen at once (spec §4.8), e.g. with a server list's `optimisticEdit`:
   * `done` runs when the server accepts the change, `undo` when it refuses.
   */
  optimistic?: (get: Getter, set: Setter, input: Input) => OptimisticEdit | undefined
  /** After the server accepted the change (e.g. reload a list whose order it changes). */
  onSuccess?: (get: Getter, set: Setter, result: Result, input: Input) => void
}

/** The atoms of one mutation, keyed by the session. */
export interface Mutation<Input, Result> {
  /** Its state in the current session. */
  stateAtom: Atom<MutationState>
  /** Runs it: resolves with the server's answer, or `undefined` after a failure (kept in state). */
  runAtom: WritableAtom<null, [Input], Promise<Result | undefined>>
  /** Forgets the last outcome (e.g. when its dialog closes). */
  resetAtom: WritableAtom<null, [], void>
}

/**
 * One helper for every change sent to the server: optimistic on screen, rolled back on failure, the
 * error kept for the screen to show. Its state belongs to the session key, so an error never
 * outlives the sign-out or tenant it happened in; answers of a previous session change nothing.
 */
export function createMutation<Input, Result>(
  options: MutationOptions<Input, Result>,
): Mutation<Input, Result> {
  const cellAtom = atom<{ key: SessionKey; state: MutationState }>({
    key: null,
    state: IDLE_MUTATION,
  })
  const runtimeAtom = atom(() => ({ seq: 0 }))
  const stateAtom = atom((get) => {
    const cell = get(cellAtom)
    return cell.key === get(sessionKeyAtom) ? cell.state : IDLE_MUTATION
  })

  const runAtom = atom(null, async (get, set, input: Input): Promise<Result | undefined> => {
    const runtime = get(runtimeAtom)
    runtime.seq += 1
    const seq = runtime.seq
    const key = get(sessionKeyAtom)
    const sameSession = () => get(sessionKeyAtom) === key
    // Only the latest run speaks for the mutation's state; every run still undoes its own change.
    const put = (state: MutationState) => {
      if (runtime.seq === seq && sameSession()) set(cellAtom, { key, state })
    }
    put({ status: 'pending', error: null })
    const change = options.optimistic?.(get, set, input)
    try {
      const result = await withFreshToken(get, set, () => options.run(get(apiClientAtom), input))
      change?.done()
      if (!sameSession()) return undefined
      put({ status: 'success', error: null })
      options.onSuccess?.(get, set, result, input)
      return result
    } catch (error) {
      change?.undo() // (an undo of another session's change touches nothing on screen)
      put({ status: 'error', error: toApiError(error) })
      return undefined
    }
  })

  const resetAtom = atom(null, (get, set) => {
    get(runtimeAtom).seq += 1
    set(cellAtom, { key: get(sessionKeyAtom), state: IDLE_MUTATION })
  })

  return { stateAtom, runAtom, resetAtom }
}
