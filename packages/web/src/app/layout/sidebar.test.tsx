import {
  defaultScheduler,
  notifyManager,
  QueryClient,
  QueryClientProvider,
  useQuery,
} from '@tanstack/react-query';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { SidebarEntry } from '@/config/sidebar';
import {
  drawnBeforeTheNextTask,
  inRoot,
  partsShown,
  renderWithoutAct,
  SlowPart,
  slowParts,
  until,
} from '@/lib/time-slicing.test-support';
import { Sidebar } from './sidebar';

// The user's answer (`@user_info`: is this an administrator?), given when the test says.
let answer: (administrator: boolean) => void = () => undefined;

vi.mock('@/lib/can', () => ({
  useCan: () =>
    useQuery({
      queryKey: ['user'],
      queryFn: () => new Promise<boolean>((resolve) => (answer = resolve)),
    }),
}));
// As many entries as slow parts, each link a part that takes 2 ms to draw; the same list on every render, as the
// hook's own (memoised) is.
const entries: SidebarEntry[] = slowParts.map((_, index) => ({
  kind: 'tree',
  label: `Folder ${index}`,
  folder: '/',
  to: `/?path=/f${index}/`,
}));
vi.mock('@/lib/use-visible-sidebar', () => ({ useVisibleSidebar: () => entries }));
vi.mock('@/components/ui/preload-link', () => ({ PreloadLink: () => <SlowPart /> }));
vi.mock('@/features/command-palette', () => ({ CommandPaletteButton: () => null }));
vi.mock('react-router', () => ({ useLocation: () => ({ pathname: '/', search: '' }) }));

renderWithoutAct();
// A query's answer reaches its views at once (in the browser, in the task after): what React is told is the same.
beforeAll(() => notifyManager.setScheduler((callback) => callback()));
afterAll(() => notifyManager.setScheduler(defaultScheduler));

describe('Sidebar', () => {
  it("draws its entries, once the user's answer says which, in slices that let other tasks run between them", async () => {
    await inRoot(async (root, container) => {
      const queryClient = new QueryClient();
      root.render(
        <QueryClientProvider client={queryClient}>
          <Sidebar />
        </QueryClientProvider>,
      );
      // The sidebar is drawn, asking who the user is.
      await until(
        () => container.textContent?.includes('Cellar admin') === true && queryClient.isFetching() > 0,
      );
      const drawn = await drawnBeforeTheNextTask(
        () => answer(true),
        () => partsShown(container),
      );
      expect(drawn).toBe(false);
    });
  });
});
