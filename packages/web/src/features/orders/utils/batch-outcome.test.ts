import { commerceMessages } from '@cellar/validation/commerce';
import { describe, expect, it } from 'vitest';
import { batchOutcome } from './batch-outcome';

describe('batchOutcome', () => {
  it('says the success message of the action when every order changed', () => {
    expect(
      batchOutcome('hibernate', [
        { id_pedido: 1, ok: true, message: 'x' },
        { id_pedido: 2, ok: true, message: 'x' },
      ]),
    ).toEqual({ ok: true, message: commerceMessages.success.selectedOrders('hibernated') });
    expect(batchOutcome('confirmPayment', [{ id_pedido: 1, ok: true, message: '' }]).message).toBe(
      'Selected orders have been successfully confirmed.',
    );
  });

  it('shows the refused orders as JSON when any was refused', () => {
    const refused = { id_pedido: 2, ok: false, message: 'Order V2 is cancelled' };
    expect(batchOutcome('cancel', [{ id_pedido: 1, ok: true, message: '' }, refused])).toEqual({
      ok: false,
      message: JSON.stringify([refused]),
    });
  });
});
