import type { MultiOrderInvoiceBatchResult } from '@cellar/sdk';
import { BATCH_ORDER_ACTIONS, type BatchOrderAction, commerceMessages } from '@cellar/validation/commerce';

export type BatchOutcome = { ok: true; message: string } | { ok: false; message: string };

/**
 * What a batch action says: 'Selected orders have been successfully {done}.' when every order changed; otherwise
 * the refused orders' results as JSON (§8 "Batch action errors are shown as JSON").
 */
export function batchOutcome(
  action: BatchOrderAction,
  results: readonly MultiOrderInvoiceBatchResult[],
): BatchOutcome {
  const refused = results.filter((result) => !result.ok);
  if (refused.length === 0)
    return { ok: true, message: commerceMessages.success.selectedOrders(BATCH_ORDER_ACTIONS[action].done) };
  return { ok: false, message: JSON.stringify(refused) };
}
