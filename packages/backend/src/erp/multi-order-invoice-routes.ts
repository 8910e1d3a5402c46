import { Hono } from 'hono';
import type { AppEnv } from '../http/app-env';
import { badRequest, conflict, notFound } from '../http/errors';
import { InputError } from './customer-store';
import type { ErpRouteDeps } from './erp-route-deps';
import { MultiOrderInvoiceStore, multiOrderInvoiceErrors } from './multi-order-invoice-store';
import { objectOf, parseBody, requiredText, wholeNumber } from './parse-input';

/** POST /orders/@check-payment-multiorder: the invoice number. */
const checkBody = objectOf('payment check', { id_factura: requiredText('invoice number') });
/** POST /orders/@confirm-payment-multiorder: the multi-order invoice and its invoice number. */
const confirmBody = objectOf('payment', {
  id_multifactura: wholeNumber('multi-order invoice', { min: 1, fallback: Number.NaN }),
  id_factura: requiredText('invoice number'),
});

/** Multi-order payment (commerce-operations §7): the check and the confirmation of an invoice's payment. */
export function multiOrderInvoiceRoutes({ db, now, write }: ErpRouteDeps): Hono<AppEnv> {
  const invoices = new MultiOrderInvoiceStore(db, now);
  return new Hono<AppEnv>()
    .post('/@check-payment-multiorder', async (c) => {
      const { id_factura } = await parseBody(c, checkBody);
      const collected = invoices.isCollected(id_factura);
      if (collected === undefined) throw notFound(`Invoice ${id_factura} not found`);
      return c.json(collected);
    })
    .post('/@confirm-payment-multiorder', async (c) => {
      const { id_multifactura, id_factura } = await parseBody(c, confirmBody);
      if (!invoices.get(id_multifactura))
        throw notFound(multiOrderInvoiceErrors.invoiceNotFound(id_multifactura));
      if (invoices.isCollected(id_factura) === true) throw conflict(multiOrderInvoiceErrors.alreadyCollected);
      try {
        const paid = write(c, {
          entity: 'multi-order-invoices',
          action: 'modify',
          run: () => invoices.confirmPayment(id_multifactura, id_factura),
          audit: (orders) => ({
            key: id_multifactura,
            payload: { payment_collected: true, paid_orders: orders },
          }),
        });
        return c.json({ id_multifactura, id_factura, payment_collected: true, paid_orders: paid });
      } catch (error) {
        if (error instanceof InputError) throw badRequest(error.issues);
        throw error;
      }
    });
}
