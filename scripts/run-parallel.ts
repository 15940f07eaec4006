/**
 * `tsx scripts/run-parallel.ts a b c`: runs `npm run a`, `npm run b` and `npm run c` at once and fails when
 * any fails. For the gate's steps that leave a core idle alone (format, types and lint, each single-threaded;
 * the browser suite, waiting on its pages, beside the build), which then take about the time of the longest
 * instead of the sum. Each script's output is printed whole when it ends,
 * so the logs do not interleave.
 */
import { spawn } from 'node:child_process'

const scripts = process.argv.slice(2)
if (scripts.length === 0) {
  process.stderr.write('usage: tsx scripts/run-parallel.ts <npm script> [<npm script>…]\n')
  process.exit(2)
}

const run = (script: string) =>
  new Promise<{ script: string; code: number; seconds: number }>((resolve) => {
    const started = Date.now()
    const child = spawn('npm', ['run', '--silent', script], { stdio: ['ignore', 'pipe', 'pipe'] })
    const output: Buffer[] = []
    child.stdout.on('data', (chunk: Buffer) => output.push(chunk))
    child.stderr.on('data', (chunk: Buffer) => output.push(chunk))
    child.on('close', (code) => {
      const seconds = Math.round((Date.now() - started) / 1000)
      process.stdout.write(
        `\n> npm run ${script} (${seconds} s)\n${Buffer.concat(output).toString()}`,
      )
      resolve({ script, code: code ?? 1, seconds })
    })
  })

const results = await Promise.all(scripts.map(run))
const failed = results.filter((result) => result.code !== 0)
for (const result of failed)
  process.stderr.write(`npm run ${result.script} failed (${result.code})\n`)
process.exit(failed.length > 0 ? 1 : 0)
