import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { type SidebarEntry, visibleSidebar } from '@/config/sidebar';
import { useCan } from './can';
import { erpAddonQuery } from './server-addons';

/**
 * The sidebar entries the user may open: the ERP screens only once the server says the user is an administrator
 * (`useCan('erp')`, which says yes where the server cannot tell, as the ERP itself then decides), and also when
 * that question fails, so the screen can say why; none on a server without the ERP. Shared by the sidebar and the
 * command palette.
 */
export function useVisibleSidebar(): SidebarEntry[] {
  const erp = useCan('erp');
  const administrator = erp.data ?? erp.isError;
  // A server without the ERP (a plain Guillotina) shows none of its screens; until it is known, they show.
  const hasErp = useQuery({ ...erpAddonQuery, enabled: administrator }).data !== false;
  const shown = administrator && hasErp;
  return useMemo(() => visibleSidebar(shown), [shown]);
}
