import { isHttpError } from '@cellar/sdk';
import { Screen } from './screen';

/** What a non-admin reads on an ERP screen: every ERP call answers them 403 (contract.md). */
export const ADMIN_ONLY_MESSAGE = 'Only administrators can use this screen.';

/** True when a failed call means the user is not an administrator (the ERP's 403 Forbidden). */
export const isForbidden = (error: unknown): boolean => isHttpError(error) && error.status === 403;

/** A query's `retry` for ERP calls: once for a passing failure, never for a 403 (it will not change). */
export const retryUnlessForbidden = (failureCount: number, error: unknown): boolean =>
  !isForbidden(error) && failureCount < 1;

/** The plain page an ERP screen shows instead of its content when the user is not an administrator. */
export function AdminOnly({ title }: { title: string }) {
  return (
    <Screen title={title} spacing="tight">
      <p role="alert" className="text-sm text-slate-700">
        {ADMIN_ONLY_MESSAGE}
      </p>
    </Screen>
  );
}
