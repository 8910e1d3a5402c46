import { lazy } from 'react';
import type { EditorRegistry } from '@/lib/editor-registry';
import { lazyTab } from '@/lib/lazy-tab';

/** The newsletter screens (site-content-and-shell §2.8), each loaded on demand. */
export const newsletterEditors: Partial<EditorRegistry> = {
  tabs: {
    'NewslettersFolder/Items': lazyTab(
      () => import('./components/list/newsletter-list-tab'),
      'NewsletterListTab',
    ),
    'Newsletter/Content': lazyTab(
      () => import('./components/content/newsletter-content-tab'),
      'NewsletterContentTab',
    ),
    'Newsletter/Schedule': lazyTab(() => import('./components/schedule/schedule-tab'), 'ScheduleTab'),
  },
  headers: {
    Newsletter: lazy(() =>
      import('./components/status/newsletter-header').then((m) => ({ default: m.NewsletterHeader })),
    ),
  },
};
