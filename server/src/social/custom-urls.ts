import { z } from 'zod'
import { checkFetchUrl, FetchRefused, privateNetworkAllowed } from '../federation/fetch-guard'

const loopback = new Set(['localhost', '127.0.0.1', '[::1]'])

/**
 * Why a custom provider's URL is refused, or null when it may be saved: what the fetch guard
 * refuses (not https, credentials in it, a private address literal), and plain http anywhere but
 * loopback even where private networks are allowed (a secret or a code never crosses a network
 * in clear; only a test's or a developer's own machine may use http).
 */
export const refusedUrl = (value: string): string | null => {
  try {
    const url = checkFetchUrl(value, { allowPrivateNetwork: privateNetworkAllowed() })
    if (url.protocol === 'http:' && !loopback.has(url.hostname)) return 'The URL must use https'
    return null
  } catch (error) {
    if (error instanceof FetchRefused) return error.message
    throw error
  }
}

/** A URL of a custom provider: https (http on loopback where private networks are allowed). */
export const providerUrl = z
  .string()
  .trim()
  .max(2000)
  .superRefine((value, ctx) => {
    const refused = refusedUrl(value)
    if (refused) ctx.addIssue({ code: 'custom', message: refused })
  })

const dataImage = /^data:image\/(png|jpeg|gif|webp|svg\+xml);base64,[A-Za-z0-9+/]+={0,2}$/

/**
 * The logo the box shows on the button: a provider URL as above, or an inline base64 image (at
 * most 64 KiB), which needs no request to a third party.
 */
export const logoUrl = z
  .string()
  .trim()
  .max(90_000)
  .superRefine((value, ctx) => {
    if (value.startsWith('data:')) {
      if (!dataImage.test(value)) {
        ctx.addIssue({ code: 'custom', message: 'must be a base64 PNG, JPEG, GIF, WebP or SVG' })
      }
      return
    }
    const refused = refusedUrl(value)
    if (refused) ctx.addIssue({ code: 'custom', message: refused })
  })

/** Space-separated scopes: visible characters, at most 30. */
export const scopesText = z
  .string()
  .trim()
  .max(1000)
  .refine(
    (value) => value === '' || /^[\x21-\x7e]{1,100}( +[\x21-\x7e]{1,100}){0,29}$/.test(value),
    'scopes are space-separated visible characters',
  )
  .transform((value) => value.split(/ +/).filter(Boolean).join(' '))
