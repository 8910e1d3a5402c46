import type { EditorRegistry } from '@/lib/editor-registry';
import { lazyEditor } from '@/lib/lazy-editor';

/** The newsletter screens (site-content-and-shell §2.8), each loaded on demand. */
export const newsletterEditors: Partial<EditorRegistry> = {
  tabs: {
    'NewslettersFolder/Items': lazyEditor(
      () => import('./components/list/newsletter-list-tab'),
      'NewsletterListTab',
    ),
    'Newsletter/Content': lazyEditor(
      () => import('./components/content/newsletter-content-tab'),
      'NewsletterContentTab',
    ),
    'Newsletter/Schedule': lazyEditor(() => import('./components/schedule/schedule-tab'), 'ScheduleTab'),
  },
  headers: {
    Newsletter: lazyEditor(() => import('./components/status/newsletter-header'), 'NewsletterHeader'),
  },
};
