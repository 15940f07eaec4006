import { z } from '@hono/zod-openapi'
import { streamInvoicePdf } from '../billing/invoice-pdf'
import { BILLING_PERMISSIONS } from '../billing/permissions'
import { invoiceSchema, stripeId } from '../billing/schema'
import { requireStripe } from '../billing/stripe-client'
import { listInvoices } from '../billing/views'
import { notFound } from '../http/api-error'
import { jsonResponse } from '../http/json-body'
import { createRouter, tenantRoute } from '../http/router'
import type { AppDeps } from '../deps'

const tags = ['Billing: invoices']
const base = '/subscriptions/resources/billing/invoices/v1'
const permission = BILLING_PERMISSIONS.readInvoices
const params = z.object({ invoiceId: stripeId })
const notConfigured = { 400: { description: 'Payment provider not configured' } }

/** The tenant's invoices (wire §5.25 rows 11-13): amounts in minor units, the PDF from Stripe. */
export const createBillingInvoiceRoutes = (deps: AppDeps) =>
  createRouter()
    .openapi(
      tenantRoute({
        method: 'get',
        path: base,
        permission,
        tags,
        summary: "The tenant's invoices, newest first (totalAmount in minor units)",
        responses: { 200: jsonResponse(z.array(invoiceSchema), 'The invoices'), ...notConfigured },
      }),
      async (c) => {
        await requireStripe(deps.config.stripe)
        return c.json(await listInvoices(deps.db, c.get('auth').tenantId), 200)
      },
    )
    .openapi(
      tenantRoute({
        method: 'get',
        path: `${base}/{invoiceId}`,
        permission,
        tags,
        summary: 'One invoice',
        request: { params },
        responses: {
          200: jsonResponse(invoiceSchema, 'The invoice'),
          404: { description: 'Invoice not found' },
          ...notConfigured,
        },
      }),
      async (c) => {
        await requireStripe(deps.config.stripe)
        const [invoice] = await listInvoices(
          deps.db,
          c.get('auth').tenantId,
          c.req.valid('param').invoiceId,
        )
        if (!invoice) throw notFound('Invoice not found')
        return c.json(invoice, 200)
      },
    )
    .openapi(
      tenantRoute({
        method: 'get',
        path: `${base}/{invoiceId}/pdf`,
        permission,
        tags,
        summary:
          "The invoice's PDF as the payment provider made it, streamed (outputFileName names the download)",
        request: { params, query: z.object({ outputFileName: z.string().max(200).optional() }) },
        responses: {
          200: {
            description: 'The PDF',
            content: { 'application/pdf': { schema: z.string().openapi({ format: 'binary' }) } },
          },
          404: { description: 'Invoice not found' },
          424: { description: 'The PDF is not available from the payment provider' },
          ...notConfigured,
        },
      }),
      async (c) => {
        const stripe = await requireStripe(deps.config.stripe)
        const { invoiceId } = c.req.valid('param')
        const [invoice] = await listInvoices(deps.db, c.get('auth').tenantId, invoiceId)
        if (!invoice) throw notFound('Invoice not found')
        return streamInvoicePdf(stripe, deps.config.stripe, {
          invoiceId,
          outputFileName: c.req.valid('query').outputFileName,
        })
      },
    )
