import { createMiddleware } from 'hono/factory'
import { badRequest } from '../api-error'
import { textProblem } from './text'
import type { AppEnv } from '../app-env'
import type { Context } from 'hono'

/** Deepest nesting of arrays and objects a JSON body may have. */
export const maxJsonDepth = 32

/** Media types read as JSON: `application/json` and `application/*+json`, as hono's validator. */
const jsonMediaType = /^application\/([\w.-]+\+)?json$/i

const label = (path: string) => (path === '' ? 'body' : path)
const join = (path: string, key: string | number) => (path === '' ? String(key) : `${path}.${key}`)

/**
 * The first thing in a parsed JSON value that must not reach a handler: a string or key with NUL
 * or a lone surrogate, a non-finite number (`1e999` parses to Infinity), or nesting deeper than
 * `maxJsonDepth`. Walks without recursion, so any depth is safe to inspect.
 */
export const jsonProblem = (root: unknown): string | undefined => {
  const stack: { value: unknown; path: string; depth: number }[] = [
    { value: root, path: '', depth: 0 },
  ]
  for (let item = stack.pop(); item; item = stack.pop()) {
    const { value, path, depth } = item
    if (typeof value === 'string') {
      const problem = textProblem(value)
      if (problem) return `${label(path)}: ${problem}`
    } else if (typeof value === 'number') {
      if (!Number.isFinite(value)) return `${label(path)}: must be a finite number`
    } else if (typeof value === 'object' && value !== null) {
      if (depth >= maxJsonDepth) {
        return `${label(path.split('.')[0] ?? '')}: nested deeper than ${maxJsonDepth} levels`
      }
      const entries = Array.isArray(value) ? value.entries() : Object.entries(value)
      for (const [key, child] of entries) {
        if (typeof key === 'string') {
          const problem = textProblem(key)
          if (problem) return `${label(path)}: keys ${problem}`
        }
        stack.push({ value: child, path: join(path, key), depth: depth + 1 })
      }
    }
  }
  return undefined
}

/** Whether the request says its body is JSON (`jsonMediaType`). */
export const isJsonRequest = (c: Context): boolean => {
  const type = c.req.header('content-type')
  return type !== undefined && jsonMediaType.test(type.split(';')[0]?.trim() ?? '')
}

/**
 * Reads every JSON request body once, before any route: a body that does not parse is a 400
 * saying so, and `jsonProblem` is a 400 naming the field. The text stays cached on the request,
 * so the route's validator parses the same bytes. Empty bodies are left to the route, which may
 * not need one.
 */
export const guardJsonBody = () =>
  createMiddleware<AppEnv>(async (c, next) => {
    if (!isJsonRequest(c)) return next()
    const text = await c.req.text()
    if (text.trim() === '') return next()
    let parsed: unknown
    try {
      parsed = JSON.parse(text)
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error)
      throw badRequest(`The request body is not valid JSON: ${reason}`)
    }
    const problem = jsonProblem(parsed)
    if (problem) throw badRequest(problem)
    await next()
  })
