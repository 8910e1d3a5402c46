import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useCan } from '@/lib/can';
import { errorMessage } from '@/lib/error-message';
import { erpAddonQuery } from '@/lib/server-addons';
import { AddonNeeded } from './addon-needed';
import { Screen } from './screen';
import { Loading } from './ui/loading';

/** What a non-admin reads on an ERP screen: every ERP call answers them 403 (contract.md). */
export const ADMIN_ONLY_MESSAGE = 'Only administrators can use this screen.';

/**
 * An ERP screen (commerce-operations §6: administrators only). It asks who is logged in (`@user_info`) first and
 * renders the screen only for an administrator, so no ERP call goes out to be refused; others read the plain
 * message under the screen's title. Where the server cannot say who is an administrator, the screen renders and
 * the ERP's own 403 is what a non-administrator reads. A server without the ERP (a plain Guillotina) says so instead.
 */
export function AdminOnly({ title, children }: { title: string; children: ReactNode }) {
  const erp = useCan('erp');
  const hasErp = useQuery({ ...erpAddonQuery, enabled: erp.data === true });
  if (erp.isPending || (erp.data === true && hasErp.isPending))
    return (
      <Screen title={title} spacing="tight">
        <Loading />
      </Screen>
    );
  if (erp.isError)
    return (
      <Screen title={title} spacing="tight">
        <p role="alert" className="text-sm text-rose-700">
          {errorMessage(erp.error)}
        </p>
      </Screen>
    );
  if (!erp.data)
    return (
      <Screen title={title} spacing="tight">
        <p role="alert" className="text-sm text-slate-700">
          {ADMIN_ONLY_MESSAGE}
        </p>
      </Screen>
    );
  if (hasErp.data === false)
    return (
      <Screen title={title} spacing="tight">
        <AddonNeeded addon="erp" />
      </Screen>
    );
  return <>{children}</>;
}
