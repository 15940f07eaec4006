/**
 * `npm run lock:complete`, after adding or upgrading a dependency. The registry this project's machines reach
 * serves only their own platform's optional native packages (rollup, esbuild, rolldown, argon2 … for
 * linux-x64), so npm writes a lockfile without the other platforms' entries, and `npm ci` then refuses it as
 * out of sync. This adds an entry (version, os, cpu, libc; optional) for each such package, which `npm ci`
 * skips on a machine it does not fit, as it would with a normally written lockfile.
 */
import { readFileSync, writeFileSync } from 'node:fs'

interface LockEntry {
  version?: string
  optionalDependencies?: Record<string, string>
  os?: string[]
  cpu?: string[]
  libc?: string[]
  optional?: boolean
}

const file = 'package-lock.json'
const lock = JSON.parse(readFileSync(file, 'utf8')) as { packages: Record<string, LockEntry> }
const oses = [
  'aix',
  'android',
  'darwin',
  'freebsd',
  'linux',
  'netbsd',
  'openbsd',
  'openharmony',
  'sunos',
  'win32',
]
const cpus = [
  'arm',
  'arm64',
  'ia32',
  'loong64',
  'mips64el',
  'ppc64',
  'riscv64',
  's390x',
  'wasm32',
  'x64',
]

/** `@rollup/rollup-linux-arm-musleabihf` -> linux, arm, musl. */
function platformOf(name: string): Pick<LockEntry, 'os' | 'cpu' | 'libc'> {
  const parts = (name.split('/').pop() ?? name).split('-')
  const os = parts.find((part) => oses.includes(part))
  const armEabi = parts.some((part) => /eabi/.test(part))
  const cpu = armEabi ? 'arm' : parts.find((part) => cpus.includes(part))
  const libc = parts.some((part) => part.startsWith('musl'))
    ? 'musl'
    : parts.some((part) => part.startsWith('gnu'))
      ? 'glibc'
      : undefined
  return {
    ...(os ? { os: [os] } : {}),
    ...(cpu ? { cpu: [cpu] } : {}),
    ...(libc ? { libc: [libc] } : {}),
  }
}

let added = 0
for (const [path, entry] of Object.entries(lock.packages)) {
  for (const [name, range] of Object.entries(entry.optionalDependencies ?? {})) {
    const nested = `${path ? `${path}/` : ''}node_modules/${name}`
    const hoisted = `node_modules/${name}`
    if (lock.packages[nested] ?? lock.packages[hoisted]) continue
    const platform = platformOf(name)
    if (!platform.os && !platform.cpu) continue
    lock.packages[hoisted] = { version: range.replace(/^[\^~=]/, ''), ...platform, optional: true }
    added += 1
  }
}
writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`)
process.stdout.write(`package-lock.json: added ${added} other-platform optional entries\n`)
