import { createHmac } from 'node:crypto'

/**
 * The `Stripe-Signature` header Stripe sends with a webhook, by Stripe's documented scheme:
 * `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>" with the endpoint's secret>`, which
 * the SDK's `constructEvent` verifies (and refuses when `t` is more than 5 minutes off).
 */
export const stripeSignature = (payload: string, secret: string, timestamp: number): string => {
  const signature = createHmac('sha256', secret).update(`${timestamp}.${payload}`).digest('hex')
  return `t=${timestamp},v1=${signature}`
}

/** A minimal valid one-page PDF naming the invoice, as the fake's `invoice_pdf` answers. */
export const invoicePdf = (invoiceNumber: string, amount: string): Buffer => {
  const line = `(Invoice ${invoiceNumber.replace(/[()\\]/g, '')} - ${amount}) Tj`
  const stream = `BT /F1 18 Tf 72 720 Td ${line} ET`
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ]
  let body = '%PDF-1.4\n'
  const offsets: number[] = []
  objects.forEach((content, index) => {
    offsets.push(body.length)
    body += `${index + 1} 0 obj\n${content}\nendobj\n`
  })
  const xref = body.length
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`
  return Buffer.from(body, 'latin1')
}
