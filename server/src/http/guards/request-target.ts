import { createMiddleware } from 'hono/factory'
import { badRequest } from '../api-error'
import { textProblem } from './text'
import type { AppEnv } from '../app-env'

const decodeSegment = (segment: string) => {
  try {
    return decodeURIComponent(segment)
  } catch {
    return segment
  }
}

/**
 * Refuses NUL and lone surrogates in the query (names and values, as routes read them) and in
 * the path's segments (route parameters such as ids) with a 400 naming the parameter, before any
 * of them can reach a query against the database.
 */
export const guardRequestTarget = () =>
  createMiddleware<AppEnv>(async (c, next) => {
    const path = c.req.path
    if (path.includes('%')) {
      for (const segment of path.split('/')) {
        const problem = textProblem(decodeSegment(segment))
        if (problem) throw badRequest(`path: ${problem}`)
      }
    }
    if (c.req.url.includes('?')) {
      for (const [name, values] of Object.entries(c.req.queries())) {
        const nameProblem = textProblem(name)
        if (nameProblem) throw badRequest(`query: parameter names ${nameProblem}`)
        for (const value of values) {
          const problem = textProblem(value)
          if (problem) throw badRequest(`${name}: ${problem}`)
        }
      }
    }
    await next()
  })
