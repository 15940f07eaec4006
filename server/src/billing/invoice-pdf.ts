import { ApiError, errorCodes, notFound } from '../http/api-error'
import type { StripeSettings } from './settings'
import type Stripe from 'stripe'

const unavailable = () =>
  new ApiError(424, errorCodes.validation, "The invoice's PDF is not available; try again later")

/**
 * Where an invoice PDF may be fetched from: Stripe's own hosts over https, or the origin of
 * FOYER_STRIPE_API_URL (a loopback fake in tests). Anything else is refused, so a stored URL can
 * never make the server fetch an address of the vendor's network.
 */
const allowedPdfUrl = (raw: string, settings: StripeSettings): URL | undefined => {
  let url: URL
  try {
    url = new URL(raw)
  } catch {
    return undefined
  }
  if (url.origin === new URL(settings.apiUrl).origin) return url
  const stripeHost = url.hostname === 'stripe.com' || url.hostname.endsWith('.stripe.com')
  return url.protocol === 'https:' && stripeHost ? url : undefined
}

/** A file name safe in a Content-Disposition header. */
const fileName = (wanted: string | undefined, fallback: string) => {
  const cleaned = (wanted && wanted !== 'undefined' ? wanted : fallback)
    .replace(/[^\w.\- ]+/g, '_')
    .slice(0, 120)
  return cleaned.toLowerCase().endsWith('.pdf') ? cleaned : `${cleaned}.pdf`
}

/**
 * The invoice's PDF as Stripe made it, streamed through (row 13): the invoice is read again from
 * Stripe for a fresh `invoice_pdf` address, which answers the file. Stripe unreachable, or an
 * invoice without a PDF yet (a draft), is a 424 the portal stores and shows (spec doc 001 §8).
 */
export const streamInvoicePdf = async (
  stripe: Stripe,
  settings: StripeSettings,
  input: { invoiceId: string; outputFileName: string | undefined },
): Promise<Response> => {
  let invoice: Stripe.Invoice
  try {
    invoice = await stripe.invoices.retrieve(input.invoiceId)
  } catch (error) {
    if (error instanceof Error && 'statusCode' in error && error.statusCode === 404) {
      throw notFound('Invoice not found')
    }
    throw unavailable()
  }
  const url = invoice.invoice_pdf ? allowedPdfUrl(invoice.invoice_pdf, settings) : undefined
  if (!url) throw unavailable()
  let answer: globalThis.Response
  try {
    answer = await fetch(url, { redirect: 'follow', signal: AbortSignal.timeout(20_000) })
  } catch {
    throw unavailable()
  }
  if (!answer.ok || !answer.body) throw unavailable()
  const name = fileName(input.outputFileName, invoice.number ?? invoice.id ?? 'invoice')
  return new Response(answer.body, {
    status: 200,
    headers: {
      'content-type': 'application/pdf',
      'content-disposition': `attachment; filename="${name}"`,
      'cache-control': 'private, no-store',
    },
  })
}
