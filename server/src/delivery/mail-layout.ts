import { mailTranslator } from './words'

/** What a flow says in a mail; the layout adds the frame, the branding and the text version. */
export interface MailContent {
  subject: string
  heading: string
  /** Paragraphs of plain text (escaped here). */
  paragraphs: string[]
  /** The one button of the mail, and its link (repeated as plain text below it). */
  action?: { label: string; url: string }
  /** A one-time code, shown large. */
  code?: string
}

/** A rendered mail: subject, HTML and plain-text bodies. */
export interface RenderedMail {
  subject: string
  html: string
  text: string
}

const rtlScripts = new Set(['Arab', 'Hebr', 'Thaa', 'Syrc', 'Nkoo', 'Adlm', 'Rohg'])
const textDirection = (locale: string): 'ltr' | 'rtl' => {
  try {
    const script = new Intl.Locale(locale).maximize().script
    return script && rtlScripts.has(script) ? 'rtl' : 'ltr'
  } catch {
    return 'ltr'
  }
}

const escape = (value: string): string =>
  value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;')

/** Light colours inline (every client), dark ones from the style sheet (clients that read it). */
const colours = {
  page: '#f4f5f7',
  card: '#ffffff',
  text: '#1a1a1a',
  muted: '#5c6370',
  accent: '#3346d3',
  codeBackground: '#eef0fb',
}

/**
 * The style sheet of clients that keep `<style>`: narrow screens get tighter margins and a
 * full-width button; dark mode repaints the card (Apple Mail, iOS, Outlook.com's `data-ogsc`).
 * Clients that drop it still get the inline light layout, which reads everywhere.
 */
const styleSheet = `
:root{color-scheme:light dark;supported-color-schemes:light dark}
body{margin:0;padding:0;-webkit-text-size-adjust:100%}
a{color:${colours.accent}}
@media (max-width:600px){
  .outer{padding:12px 4px !important}
  .card-cell{padding-left:16px !important;padding-right:16px !important}
  .button-table{width:100% !important}
  .button-link{display:block !important;text-align:center !important}
  .heading{font-size:20px !important;line-height:28px !important}
}
@media (prefers-color-scheme:dark){
  .page{background:#16171a !important}
  .card{background:#202226 !important}
  .text{color:#e8e8ea !important}
  .muted{color:#a0a6b0 !important}
  .brand,.link{color:#9aa8ff !important}
  .code{background:#2b2f45 !important;color:#e8e8ea !important}
}
[data-ogsc] .card{background:#202226 !important}
[data-ogsc] .text{color:#e8e8ea !important}
[data-ogsc] .brand,[data-ogsc] .link{color:#9aa8ff !important}
`

interface Frame {
  dir: 'ltr' | 'rtl'
  /** `left` or `right`: the start side, for clients without logical properties. */
  start: string
}

const paragraphHtml = (text: string, frame: Frame) =>
  `<p class="text" style="margin:0 0 16px;font-size:16px;line-height:24px;color:${colours.text};text-align:${frame.start}">${escape(text)}</p>`

// Codes and links are left-to-right even in a right-to-left mail, so digits keep their order.
const codeHtml = (code: string) =>
  `<p dir="ltr" class="code" style="display:inline-block;margin:0 0 24px;padding:12px 20px;border-radius:8px;background:${colours.codeBackground};color:${colours.text};font-size:32px;line-height:40px;letter-spacing:6px;font-weight:700;font-family:ui-monospace,Menlo,Consolas,monospace">${escape(code)}</p>`

const actionHtml = (action: { label: string; url: string }, fallback: string, frame: Frame) => {
  const url = escape(action.url)
  return (
    `<table role="presentation" class="button-table" cellspacing="0" cellpadding="0" border="0" align="${frame.start}" style="margin:8px 0 24px;border-collapse:separate">` +
    `<tr><td align="center" style="border-radius:6px;background:${colours.accent}">` +
    `<a href="${url}" class="button-link" target="_blank" style="display:inline-block;padding:14px 24px;color:#ffffff;font-size:16px;line-height:20px;font-weight:600;text-decoration:none;border-radius:6px">${escape(action.label)}</a>` +
    `</td></tr></table>` +
    `<p class="muted" style="clear:both;margin:0 0 16px;font-size:13px;line-height:20px;color:${colours.muted};text-align:${frame.start}">${escape(fallback)}<br>` +
    `<a href="${url}" dir="ltr" class="link" style="color:${colours.accent};word-break:break-all">${url}</a></p>`
  )
}

/**
 * Renders a mail: a single-column card of at most 560 px that shrinks to any phone (tables and
 * inline styles, which every client reads, plus a style sheet for narrow screens and dark mode),
 * branded with the tenant's name at the top and in the footer, right-to-left for Hebrew (and any
 * right-to-left locale), with a hidden preview line and a plain-text version of the same words.
 */
export const renderMail = (
  content: MailContent,
  options: { locale: string; brand: string },
): RenderedMail => {
  const t = mailTranslator(options.locale)
  const dir = textDirection(options.locale)
  const frame: Frame = { dir, start: dir === 'rtl' ? 'right' : 'left' }
  const brand = escape(options.brand)
  const footer = t('mail.footer', { brand: options.brand })
  const preview = content.code
    ? `${content.heading}: ${content.code}`
    : (content.paragraphs[0] ?? content.heading)
  const body =
    `<h1 class="text heading" style="margin:0 0 16px;font-size:22px;line-height:30px;font-weight:700;color:${colours.text};text-align:${frame.start}">${escape(content.heading)}</h1>` +
    content.paragraphs.map((paragraph) => paragraphHtml(paragraph, frame)).join('') +
    (content.code ? codeHtml(content.code) : '') +
    (content.action ? actionHtml(content.action, t('mail.linkFallback'), frame) : '')
  const html =
    `<!doctype html><html lang="${escape(options.locale)}" dir="${dir}"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width,initial-scale=1">` +
    `<meta name="color-scheme" content="light dark"><meta name="supported-color-schemes" content="light dark">` +
    `<meta name="x-apple-disable-message-reformatting"><title>${escape(content.subject)}</title>` +
    `<style>${styleSheet}</style></head>` +
    `<body dir="${dir}" class="page" style="margin:0;padding:0;background:${colours.page};color:${colours.text};font-family:system-ui,-apple-system,'Segoe UI',Roboto,'Helvetica Neue',Arial,sans-serif">` +
    `<div style="display:none;max-height:0;overflow:hidden;opacity:0;mso-hide:all">${escape(preview)}</div>` +
    `<table role="presentation" class="page" width="100%" cellspacing="0" cellpadding="0" border="0" dir="${dir}" style="background:${colours.page}">` +
    `<tr><td align="center" class="outer" style="padding:24px 12px">` +
    `<table role="presentation" class="card" width="100%" cellspacing="0" cellpadding="0" border="0" dir="${dir}" style="max-width:560px;background:${colours.card};border-radius:8px">` +
    `<tr><td class="card-cell brand" style="padding:24px 24px 0;font-size:15px;line-height:20px;font-weight:700;color:${colours.accent};text-align:${frame.start}">${brand}</td></tr>` +
    `<tr><td class="card-cell" style="padding:16px 24px 8px">${body}</td></tr>` +
    `<tr><td class="card-cell muted" style="padding:0 24px 24px;font-size:12px;line-height:18px;color:${colours.muted};text-align:${frame.start}">${escape(footer)}</td></tr>` +
    `</table></td></tr></table></body></html>`
  const text = [
    options.brand,
    '',
    content.heading,
    '',
    ...content.paragraphs.flatMap((paragraph) => [paragraph, '']),
    ...(content.code ? [content.code, ''] : []),
    ...(content.action ? [`${content.action.label}: ${content.action.url}`, ''] : []),
    '--',
    footer,
  ].join('\n')
  return { subject: content.subject, html, text }
}
