import { useMemo } from 'react';
import { type SidebarEntry, visibleSidebar } from '@/config/sidebar';
import { useCan } from './can';

/**
 * The sidebar entries the user may open: the ERP screens only once the server says the user is an administrator
 * (`useCan('erp')`, which says yes where the server cannot tell, as the ERP itself then decides), and also when
 * that question fails, so the screen can say why. Shared by the sidebar and the command palette.
 */
export function useVisibleSidebar(): SidebarEntry[] {
  const erp = useCan('erp');
  const administrator = erp.data ?? erp.isError;
  return useMemo(() => visibleSidebar(administrator), [administrator]);
}
