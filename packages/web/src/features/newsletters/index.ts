import type { EditorRegistry } from '@/lib/editor-registry';
import { lazyTab } from '@/lib/lazy-tab';

/** The newsletter editor's tabs (site-content-and-shell §2.8), each loaded on demand. */
export const newsletterEditors: Partial<EditorRegistry> = {
  tabs: {
    // Stand-in until the merge: the real Content tab replaces it and renders the image generator button.
    'Newsletter/Content': lazyTab(
      () => import('./components/image-generator/image-generator-host-tab'),
      'ImageGeneratorHostTab',
    ),
  },
};
