import { linksAndCodes } from './mailbox-transport'
import type { MailboxMessage } from './mailbox'

const escape = (value: string): string =>
  value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;')

const styles = `
:root{color-scheme:light dark;--fg:#1a1a1a;--muted:#5c6370;--bg:#f4f5f7;--card:#fff;--line:#d9dce1;--accent:#3346d3}
@media (prefers-color-scheme:dark){:root{--fg:#e8e8ea;--muted:#a0a6b0;--bg:#16171a;--card:#202226;--line:#3a3d44;--accent:#9aa8ff}}
*{box-sizing:border-box}body{margin:0;background:var(--bg);color:var(--fg);font:15px/1.5 system-ui,-apple-system,'Segoe UI',Roboto,sans-serif}
main{max-width:860px;margin:0 auto;padding:24px 16px}h1{font-size:22px;margin:0 0 4px}
form{display:flex;gap:8px;flex-wrap:wrap;margin:16px 0}input{flex:1 1 240px;padding:8px;font:inherit;border:1px solid var(--line);border-radius:6px;background:var(--card);color:var(--fg)}
button,.button{padding:8px 14px;font:inherit;border-radius:6px;border:1px solid var(--accent);background:var(--accent);color:#fff;text-decoration:none;cursor:pointer}
article{background:var(--card);border:1px solid var(--line);border-radius:8px;padding:16px;margin:0 0 12px}
h2{font-size:17px;margin:0 0 4px;overflow-wrap:anywhere}.meta{color:var(--muted);font-size:13px;margin:0 0 8px;overflow-wrap:anywhere}
.status{display:inline-block;padding:0 8px;border-radius:10px;font-size:12px;font-weight:600;border:1px solid currentColor}
.failed{color:#c0362c}.delivered{color:#1f8a4c}.pending,.sending{color:var(--muted)}
.error{color:#c0362c;margin:0 0 8px}ul{margin:0 0 8px;padding-inline-start:20px}li{overflow-wrap:anywhere}
a{color:var(--accent)}pre{white-space:pre-wrap;overflow-wrap:anywhere;margin:0;font:13px/1.5 ui-monospace,Menlo,Consolas,monospace;background:var(--bg);padding:12px;border-radius:6px}
.code{font:700 20px ui-monospace,Menlo,Consolas,monospace;letter-spacing:3px}
`

const renderMessage = (message: MailboxMessage): string => {
  const found = linksAndCodes(message.text)
  const items = found
    .map((item) =>
      /^https?:/.test(item)
        ? `<li><a href="${escape(item)}">${escape(item)}</a></li>`
        : `<li><span class="code">${escape(item)}</span></li>`,
    )
    .join('')
  const title = message.channel === 'mail' ? message.subject : 'Text message'
  const when = message.deliveredAt ?? message.createdAt
  return (
    `<article aria-labelledby="m-${escape(message.id)}">` +
    `<h2 id="m-${escape(message.id)}">${escape(title)}</h2>` +
    `<p class="meta">${message.channel === 'mail' ? 'Mail' : 'SMS'} to <strong>${escape(message.to)}</strong>` +
    ` · ${escape(message.purpose)} · <time datetime="${escape(when)}">${escape(when)}</time>` +
    ` · <span class="status ${escape(message.status)}">${escape(message.status)}</span>` +
    ` · ${message.attempts} ${message.attempts === 1 ? 'attempt' : 'attempts'}</p>` +
    (message.lastError ? `<p class="error">Last error: ${escape(message.lastError)}</p>` : '') +
    (items ? `<ul aria-label="Links and codes">${items}</ul>` : '') +
    `<details><summary>Text</summary><pre>${escape(message.text)}</pre></details>` +
    (message.html
      ? `<p><a href="messages/${encodeURIComponent(message.id)}.html">View the mail as HTML</a></p>`
      : '') +
    `</article>`
  )
}

/**
 * The development mailbox page: what the server would have sent, newest first, with each
 * message's links and code, its status and its last failure. Every value is escaped.
 */
export const renderMailboxPage = (messages: MailboxMessage[], filter: { to?: string }): string =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8">` +
  `<meta name="viewport" content="width=device-width,initial-scale=1"><meta name="color-scheme" content="light dark">` +
  `<title>Foyer development mailbox</title><style>${styles}</style></head><body><main>` +
  `<h1>Development mailbox</h1>` +
  `<p class="meta">Mail and text messages this server would have sent (no SMTP server or SMS provider is configured), newest first.</p>` +
  `<form method="get" role="search"><label for="to" class="meta">Recipient</label>` +
  `<input id="to" name="to" type="search" value="${escape(filter.to ?? '')}" placeholder="email or +phone">` +
  `<button type="submit">Show</button><a class="button" href="?">All</a></form>` +
  (messages.length === 0
    ? `<p>No messages${filter.to ? ` to ${escape(filter.to)}` : ''} yet.</p>`
    : messages.map(renderMessage).join('')) +
  `</main></body></html>`
