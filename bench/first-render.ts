/**
 * Time from the CDN script's start to the login box's first interactive render (the email field enabled in its
 * shadow root), in Debian's Chromium, against the real server on an empty PGlite. Needs `npm run build` first.
 * Run: npm run bench:first-render [-- runs]
 */
import { runPageBench } from './cdn-page-bench'

const runs = Number(process.argv[2] ?? 15)

const page = (baseUrl: string) => `<!doctype html><html><body>
<script>window.__start = performance.now()</script>
<script src="/cdn/foyer.min.js"></script>
<login-box base-url="${baseUrl}" credentials="include"></login-box>
<script>
  window.__interactive = new Promise((resolve) => {
    const check = () => {
      const input = document.querySelector('login-box')?.shadowRoot?.querySelector('input[type="email"], input[name="email"], input[name="username"]')
      if (input && !input.disabled) resolve(performance.now() - window.__start)
      else requestAnimationFrame(check)
    }
    check()
  })
</script></body></html>`

await runPageBench({ label: 'login-box first interactive render', runs, page })
