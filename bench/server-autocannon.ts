import { createRequire } from 'node:module'

/** The part of autocannon's options the server benchmark uses. */
export interface LoadOptions {
  url: string
  connections: number
  duration: number
  method?: 'GET' | 'POST'
  headers?: Record<string, string>
  body?: string
  requests?: { setupRequest: (request: LoadRequest) => LoadRequest }[]
}

/** One request as autocannon's setupRequest sees it. */
export interface LoadRequest {
  method?: string
  path?: string
  headers?: Record<string, string>
  body?: string
}

/** The part of autocannon's result the benchmark reports. */
export interface LoadResult {
  requests: { average: number; total: number }
  latency: { p50: number; p90: number; p97_5: number; p99: number; max: number }
  non2xx: number
  errors: number
  timeouts: number
  '2xx': number
  duration: number
}

type Autocannon = (options: LoadOptions) => Promise<LoadResult>

// autocannon ships no type declarations; load it through require and type what we use.
const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon

/** Runs one autocannon load and answers its result. */
export const runLoad = (options: LoadOptions): Promise<LoadResult> => autocannon(options)
