/**
 * Time from the CDN script's start to the admin portal's first interactive page (signed in: the page's chunk
 * loaded and its content shown, no skeleton or busy region left), cold (a fresh browser context each run), in
 * Debian's Chromium against the real server on an empty PGlite. Needs `npm run build` first.
 * Run: npm run bench:portal [-- runs]
 */
import { runPageBench } from './cdn-page-bench'

const runs = Number(process.argv[2] ?? 10)
const admin = { email: 'bench@acme.test', password: 'correct horse battery staple' }

const page = (baseUrl: string) => `<!doctype html><html><body>
<script>window.__start = performance.now()</script>
<script src="/cdn/foyer.min.js"></script>
<admin-portal base-url="${baseUrl}" credentials="include" url-strategy="hash"></admin-portal>
<script>
  window.__interactive = new Promise((resolve) => {
    const check = () => {
      const main = document.querySelector('admin-portal')?.shadowRoot?.querySelector('[part="portal-main"]')
      const shown = main && main.children.length > 1 &&
        !main.querySelector('[part="portal-skeleton"], [aria-busy="true"]')
      if (shown) resolve(performance.now() - window.__start)
      else requestAnimationFrame(check)
    }
    check()
  })
</script></body></html>`

await runPageBench({
  label: 'admin-portal first interactive page',
  runs,
  page,
  env: { FOYER_ADMIN_EMAIL: admin.email, FOYER_ADMIN_PASSWORD: admin.password },
  // Signed in beforehand (the refresh cookie in this context), as a user who opens the portal
  // would be.
  prepare: async (context, serverUrl) => {
    const signedIn = await context.request.post(
      `${serverUrl}/api/identity/resources/auth/v1/user`,
      {
        data: admin,
      },
    )
    if (!signedIn.ok()) throw new Error(`sign-in failed: ${signedIn.status()}`)
  },
})
