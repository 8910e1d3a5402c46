import { useCallback, useState } from 'react';
import { storage } from '@/lib/storage';

/** localStorage key of the sidebar's collapsed state; it survives reloads. */
export const SIDEBAR_COLLAPSED_KEY = 'cellar.sidebarCollapsed';

export function useSidebarCollapsed(): [boolean, (collapsed: boolean) => void] {
  const [collapsed, setCollapsedState] = useState(() => storage.get(SIDEBAR_COLLAPSED_KEY) === 'true');
  const setCollapsed = useCallback((next: boolean) => {
    setCollapsedState(next);
    if (next) storage.set(SIDEBAR_COLLAPSED_KEY, 'true');
    else storage.remove(SIDEBAR_COLLAPSED_KEY);
  }, []);
  return [collapsed, setCollapsed];
}
