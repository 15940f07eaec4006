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

/**
 * Renders a mail: a single-column layout that reads on a phone and in any client (tables and inline
 * styles only), branded with the tenant's name, right-to-left for Hebrew, with a text version.
 */
export const renderMail = (
  content: MailContent,
  options: { locale: string; brand: string },
): RenderedMail => {
  const t = mailTranslator(options.locale)
  const dir = textDirection(options.locale)
  const brand = escape(options.brand)
  const paragraphs = content.paragraphs
    .map((p) => `<p style="margin:0 0 16px;font-size:16px;line-height:24px">${escape(p)}</p>`)
    .join('')
  const code = content.code
    ? `<p style="margin:0 0 16px;font-size:32px;letter-spacing:6px;font-weight:700;font-family:ui-monospace,Menlo,Consolas,monospace">${escape(content.code)}</p>`
    : ''
  const action = content.action
    ? `<table role="presentation" cellspacing="0" cellpadding="0" style="margin:8px 0 24px"><tr><td style="border-radius:6px;background:#3346d3"><a href="${escape(content.action.url)}" style="display:inline-block;padding:12px 20px;color:#ffffff;font-size:16px;font-weight:600;text-decoration:none">${escape(content.action.label)}</a></td></tr></table>` +
      `<p style="margin:0 0 16px;font-size:13px;line-height:20px;color:#555">${escape(t('mail.linkFallback'))}<br><a href="${escape(content.action.url)}" style="color:#3346d3;word-break:break-all">${escape(content.action.url)}</a></p>`
    : ''
  const html = `<!doctype html><html lang="${escape(options.locale)}" dir="${dir}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="color-scheme" content="light dark"><title>${escape(content.subject)}</title></head><body style="margin:0;padding:0;background:#f4f5f7;color:#1a1a1a;font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif"><table role="presentation" width="100%" cellspacing="0" cellpadding="0"><tr><td align="center" style="padding:24px 12px"><table role="presentation" width="100%" cellspacing="0" cellpadding="0" style="max-width:560px;background:#ffffff;border-radius:8px"><tr><td style="padding:24px 24px 0;font-size:14px;font-weight:700;color:#3346d3">${brand}</td></tr><tr><td style="padding:16px 24px 8px"><h1 style="margin:0 0 16px;font-size:22px;line-height:30px">${escape(content.heading)}</h1>${paragraphs}${code}${action}</td></tr><tr><td style="padding:0 24px 24px;font-size:12px;line-height:18px;color:#777">${escape(t('mail.footer', { brand: options.brand }))}</td></tr></table></td></tr></table></body></html>`
  const text = [
    options.brand,
    '',
    content.heading,
    '',
    ...content.paragraphs.flatMap((p) => [p, '']),
    ...(content.code ? [content.code, ''] : []),
    ...(content.action ? [`${content.action.label}: ${content.action.url}`, ''] : []),
    t('mail.footer', { brand: options.brand }),
  ].join('\n')
  return { subject: content.subject, html, text }
}
