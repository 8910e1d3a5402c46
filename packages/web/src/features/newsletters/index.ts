import type { EditorRegistry } from '@/lib/editor-registry';
import { lazyTab } from '@/lib/lazy-tab';

/** The newsletter editor's tabs (site-content-and-shell §2.8), each loaded on demand. */
export const newsletterEditors: Partial<EditorRegistry> = {
  tabs: {
    'Newsletter/Schedule': lazyTab(() => import('./components/schedule/schedule-tab'), 'ScheduleTab'),
  },
};
