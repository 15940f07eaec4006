import { spawn, type ChildProcess } from 'node:child_process'
import { join } from 'node:path'
import { createInterface } from 'node:readline'

/** A server process (`server/src/main.ts`, what `npm start` runs) and its URL. */
export interface ServerProcess {
  url: string
  child: ChildProcess
  /** Resolves when the process has exited, however it ended. */
  exited: Promise<void>
}

/**
 * Starts the server alone on a free port over the PGlite directory `dataDir`, and resolves once
 * it listens. `env` adds configuration variables (the development mailbox is on unless it says
 * FOYER_DEV_MAILBOX: '0').
 */
export function startServer(dataDir: string, env: Record<string, string>): Promise<ServerProcess> {
  // The run's compiled server (`global-setup.ts`); the source under tsx outside the e2e configuration.
  const built = process.env.FOYER_SERVER_BUILD
  const args = built
    ? ['--enable-source-maps', join(built, 'start.cjs')]
    : ['--import', 'tsx', 'server/src/main.ts']
  const child = spawn(process.execPath, args, {
    env: {
      ...process.env,
      FOYER_DEV_MAILBOX: '1',
      ...env,
      PORT: '0',
      FOYER_DATA_DIR: dataDir,
      DATABASE_URL: '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  const output: string[] = []
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()))
  return new Promise((resolve, reject) => {
    createInterface({ input: child.stdout ?? process.stdin }).on('line', (line) => {
      output.push(line)
      const url = /listening on (http:\/\/localhost:\d+)/.exec(line)?.[1]
      if (url) resolve({ url, child, exited })
    })
    void exited.then(() => reject(new Error(`The server exited:\n${output.join('\n')}`)))
  })
}
