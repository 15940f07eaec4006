/**
 * The size budget: gzip sizes of the login-box entry with every chunk it loads statically, and of the CDN
 * script. Fails when one is over its budget. Run after `npm run build`.
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'

interface ManifestChunk {
  file: string
  imports?: string[]
}

const dist = 'dist'
const kib = 1024
const budgets = [
  {
    name: 'login-box entry + static imports',
    entry: 'src/elements/login-box.ts',
    limit: 100 * kib,
  },
  {
    name: 'users-table entry + static imports',
    entry: 'src/elements/users-table.ts',
    limit: 100 * kib,
  },
  {
    name: 'authorized-content entry + static imports',
    entry: 'src/elements/authorized-content.ts',
    limit: 100 * kib,
  },
  { name: 'CDN script (every tag)', file: 'cdn/foyer.min.js', limit: 110 * kib },
]

const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8')) as Record<
  string,
  ManifestChunk
>

function staticFiles(key: string, seen = new Set<string>()): Set<string> {
  const chunk = manifest[key]
  if (!chunk) throw new Error(`No chunk ${key} in the build manifest: run npm run build first`)
  if (seen.has(chunk.file)) return seen
  seen.add(chunk.file)
  for (const imported of chunk.imports ?? []) staticFiles(imported, seen)
  return seen
}

const gzipped = (file: string) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length

let failed = false
for (const budget of budgets) {
  const files = budget.entry ? [...staticFiles(budget.entry)] : [budget.file ?? '']
  const size = files.reduce((sum, file) => sum + gzipped(file), 0)
  const over = size > budget.limit
  failed ||= over
  const line = `${over ? 'OVER ' : 'ok   '} ${budget.name}: ${(size / kib).toFixed(1)} KiB gzip (budget ${budget.limit / kib} KiB)`
  process.stdout.write(`${line}\n`)
}
if (failed) process.exit(1)
