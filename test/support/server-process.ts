import { spawn } from 'node:child_process'
import { readFileSync } from 'node:fs'
import type { ChildProcess } from 'node:child_process'

/** A compiled Foyer server (`node server/dist/main.cjs`) running as a process of its own. */
export interface ServerProcess {
  child: ChildProcess
  pid: number
  port: number
  /** What it wrote to stderr so far (problems, warnings). */
  stderr: () => string
  /** Resolves once the process has exited, whichever way. */
  exited: Promise<void>
  /** SIGKILL: no shutdown, connections dropped mid-request, claims left to their leases. */
  kill: () => Promise<void>
  /** SIGTERM: the server's own shutdown (requests finish, claims handed back). */
  stop: () => Promise<void>
}

/**
 * Spawns the compiled server at `entry` with `env` on a port the system picks (PORT=0) and
 * resolves once it says it listens (its first line names the port); rejects with its stderr if it
 * exits first. The environment is `env` alone with PATH and HOME, so nothing of the caller's leaks in.
 */
export const startServerProcess = (
  entry: string,
  env: Record<string, string>,
): Promise<ServerProcess> =>
  new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--enable-source-maps', entry], {
      env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', PORT: '0', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let stdout = ''
    let stderr = ''
    let listening = false
    const exited = new Promise<void>((done) => child.once('exit', () => done()))
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
    child.stdout.on('data', (chunk: Buffer) => {
      if (listening) return
      stdout += chunk.toString()
      const port = /listening on http:\/\/localhost:(\d+)/.exec(stdout)?.[1]
      if (!port) return
      listening = true
      const signal = (name: NodeJS.Signals) => async () => {
        if (child.exitCode === null && child.signalCode === null) child.kill(name)
        await exited
      }
      resolve({
        child,
        pid: child.pid ?? 0,
        port: Number(port),
        stderr: () => stderr,
        exited,
        kill: signal('SIGKILL'),
        stop: signal('SIGTERM'),
      })
    })
    child.once('error', reject)
    child.once('exit', (code, signal) =>
      reject(new Error(`The server exited (${code ?? signal}) before listening: ${stderr}`)),
    )
  })

/** CPU seconds a process has spent (user + system), from /proc (Linux). */
export const cpuSeconds = (pid: number): number => {
  const text = readFileSync(`/proc/${pid}/stat`, 'utf8')
  const fields = text.slice(text.lastIndexOf(')') + 2).split(' ')
  return (Number(fields[11]) + Number(fields[12])) / 100
}
