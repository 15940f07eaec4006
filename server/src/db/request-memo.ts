import type { AppDeps } from '../deps'
import type { Db } from './database'
import type { KyselyPlugin } from 'kysely'

/** Reads remembered per request scope: the database handle of the scope, then each read's key. */
const scopes = new WeakMap<Db, Map<string, Promise<unknown>>>()
/** The app's own handle and dependencies behind each request's. */
const baseDbs = new WeakMap<Db, Db>()
const baseDeps = new WeakMap<AppDeps, AppDeps>()

/** A plugin that changes nothing: `withPlugin` then answers a handle of its own on the same pool. */
const sameQueries: KyselyPlugin = {
  transformQuery: ({ node }) => node,
  transformResult: ({ result }) => Promise.resolve(result),
}

/**
 * The dependencies of one request on the hot paths (sign-in, refresh): the same pool, but
 * settings read through `rememberedRead` are read once for the whole request instead of once per
 * check (the vendor's configuration was read seven times per password sign-in). A transaction
 * started from it reads afresh. The request writes none of these settings, so what it remembers
 * is what the database held when it first asked. What is cached per app (limiters, keys) is
 * keyed by `appDeps(deps)` / `appDb(db)`, the same for every request.
 */
export const requestScope = (deps: AppDeps): AppDeps => {
  const db = deps.db.withPlugin(sameQueries)
  scopes.set(db, new Map())
  baseDbs.set(db, deps.db)
  const scoped = { ...deps, db }
  baseDeps.set(scoped, deps)
  return scoped
}

/** The app's own dependencies behind a request's (`requestScope`), else `deps` itself. */
export const appDeps = (deps: AppDeps): AppDeps => baseDeps.get(deps) ?? deps

/** The app's own database handle behind a request's (`requestScope`), else `db` itself. */
export const appDb = (db: Db): Db => baseDbs.get(db) ?? db

/**
 * `read()`, once per request scope and `key` when `db` is a request's handle
 * (`requestScope`), and every time otherwise.
 */
export const rememberedRead = <T>(db: Db, key: string, read: () => Promise<T>): Promise<T> => {
  const remembered = scopes.get(db)
  if (!remembered) return read()
  let value = remembered.get(key) as Promise<T> | undefined
  if (value === undefined) {
    value = read()
    remembered.set(key, value)
    // A failed read is not remembered: the next check asks again.
    value.catch(() => remembered.delete(key))
  }
  return value
}

/**
 * Remembers `value` as what `rememberedRead(db, key, …)` answers for the rest of a request scope
 * (a query that read it along with something else, saving its own round trip); nothing outside
 * a request scope, and nothing over what the scope already read.
 */
export const rememberValue = <T>(db: Db, key: string, value: T): void => {
  const remembered = scopes.get(db)
  if (remembered && !remembered.has(key)) remembered.set(key, Promise.resolve(value))
}
