import { describe, expect, it } from 'vitest'
import { renderMail } from '../../../server/src/delivery/mail-layout'
import { mailTranslator } from '../../../server/src/delivery/words'
import type { MailContent } from '../../../server/src/delivery/mail-layout'

const content: MailContent = {
  subject: 'Reset your password',
  heading: 'Reset your password',
  paragraphs: [
    'Someone asked to reset the password of your account.',
    'The link works for 1 hour.',
  ],
  action: { label: 'Choose a new password', url: 'https://app.test/reset?token=abc&userId=u1' },
  code: '123456',
}

const escapeHtml = (value: string) =>
  value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;')

describe('the mail layout', () => {
  it.each([
    ['en', 'ltr', 'left'],
    ['fr', 'ltr', 'left'],
    ['he', 'rtl', 'right'],
  ])('renders %s %s, branded, with the catalogue’s frame words', (locale, dir, start) => {
    const t = mailTranslator(locale)
    const mail = renderMail(content, { locale, brand: 'Acme' })
    expect(mail.subject).toBe('Reset your password')
    expect(mail.html).toMatch(new RegExp(`^<!doctype html><html lang="${locale}" dir="${dir}">`))
    expect(mail.html).toContain(`<body dir="${dir}"`)
    expect(mail.html).toContain(`font-weight:700;color:#3346d3;text-align:${start}">Acme</td>`)
    expect(mail.html).toContain(escapeHtml(t('mail.footer', { brand: 'Acme' })))
    expect(mail.html).toContain(escapeHtml(t('mail.linkFallback')))
    // The code and the link read left to right in every language.
    expect(mail.html).toContain('<p dir="ltr" class="code"')
    expect(mail.html).toContain('>123456</p>')
    expect(mail.html).toContain(
      '<a href="https://app.test/reset?token=abc&amp;userId=u1" dir="ltr" class="link"',
    )
    expect(mail.text).toBe(
      [
        'Acme',
        '',
        'Reset your password',
        '',
        'Someone asked to reset the password of your account.',
        '',
        'The link works for 1 hour.',
        '',
        '123456',
        '',
        'Choose a new password: https://app.test/reset?token=abc&userId=u1',
        '',
        '--',
        t('mail.footer', { brand: 'Acme' }),
      ].join('\n'),
    )
  })

  it('differs by language in its frame words', () => {
    const footers = ['en', 'fr', 'he'].map((locale) =>
      mailTranslator(locale)('mail.footer', { brand: 'Acme' }),
    )
    expect(new Set(footers).size).toBe(3)
    expect(renderMail(content, { locale: 'he', brand: 'Acme' }).html).toContain(
      escapeHtml(footers[2] ?? ''),
    )
  })

  it('reads on a phone and in dark mode', () => {
    const { html } = renderMail(content, { locale: 'en', brand: 'Acme' })
    expect(html).toContain('<meta name="viewport" content="width=device-width,initial-scale=1">')
    expect(html).toContain('<meta name="color-scheme" content="light dark">')
    expect(html).toContain('max-width:560px')
    expect(html).toMatch(/@media \(max-width:600px\)\{[^}]*\.outer\{/)
    expect(html).toMatch(/@media \(prefers-color-scheme:dark\)\{\s*\.page\{background:#16171a/)
    // The preview line is the code when there is one.
    expect(html).toContain('mso-hide:all">Reset your password: 123456</div>')
  })

  it('escapes the brand and every word it is given', () => {
    const { html, text } = renderMail(
      {
        subject: '<img src=x onerror=alert(1)>',
        heading: 'Hi <b>there</b>',
        paragraphs: ['"quoted" & \'single\''],
        action: { label: '<script>', url: 'https://app.test/?a="b"' },
      },
      { locale: 'en', brand: '<script>alert("x")</script>' },
    )
    expect(html).not.toMatch(/<script|<img|<b>/)
    expect(html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;')
    expect(html).toContain('&quot;quoted&quot; &amp; &#39;single&#39;')
    expect(html).toContain('href="https://app.test/?a=&quot;b&quot;"')
    // The text version is plain text: nothing to escape.
    expect(text.split('\n')[0]).toBe('<script>alert("x")</script>')
  })
})
