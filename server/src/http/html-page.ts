import { html, raw } from 'hono/html'
import type { HtmlEscapedString } from 'hono/utils/html'

/** A door, inline: the pages' icon, so no browser asks for a `/favicon.ico` that answers 404. */
const FAVICON =
  "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 32 32'%3E%3Crect width='32' height='32' rx='7' fill='%234f46e5'/%3E%3Cpath d='M11 26V8h10v18' fill='none' stroke='white' stroke-width='2.5'/%3E%3Ccircle cx='18' cy='17' r='1.6' fill='white'/%3E%3C/svg%3E"

/** A page of this server holding one Foyer element from the CDN build (`/cdn/`). */
export interface ElementPageInput {
  title: string
  /** The page's own few rules (the element draws the rest); trusted, never request input. */
  style: string
  /** The element's markup, escaped by `html`. */
  element: HtmlEscapedString | Promise<HtmlEscapedString>
  /** The CSP nonce of this answer, for the loader script and the page's style. */
  nonce: string
  /** Whether the page's address may leak to others (never on a page carrying OAuth parameters). */
  noReferrer?: boolean
}

/** A page of this server serving one element (the hosted login box, the hosted portal). */
export function renderElementPage(input: ElementPageInput): string {
  return html`<!doctype html>
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <link rel="icon" href="${FAVICON}" />
        ${input.noReferrer ? html`<meta name="referrer" content="no-referrer" />` : ''}
        <title>${input.title}</title>
        <style nonce="${input.nonce}">
          ${raw(input.style)}
        </style>
        <script src="/cdn/foyer.min.js" nonce="${input.nonce}" defer></script>
      </head>
      <body>
        <main>${input.element}</main>
      </body>
    </html>`.toString()
}

/**
 * A plain page that says why nothing else is shown (a refused request, a missing build): a heading
 * and paragraphs, escaped (a paragraph built with `html` may carry inline markup such as `<code>`).
 */
export function renderNoticePage(
  title: string,
  paragraphs: readonly (HtmlEscapedString | Promise<HtmlEscapedString> | string)[],
): string {
  return html`<!doctype html>
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <link rel="icon" href="${FAVICON}" />
        <title>${title}</title>
      </head>
      <body
        style="font-family: system-ui, sans-serif; max-width: 40rem; margin: 3rem auto; padding: 0 1rem"
      >
        <h1>${title}</h1>
        ${paragraphs.map((paragraph) => html`<p>${paragraph}</p>`)}
      </body>
    </html>`.toString()
}
