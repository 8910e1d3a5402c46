import type { RouteObject } from 'react-router';
import { paths } from '@/config/paths';

/** The screens of this feature, each loaded on demand as its own chunk. */
export const contentAiRoutes: RouteObject[] = [
  { path: paths.contentAi.contentGenerated.path, lazy: () => import('./routes/content-generated') },
  { path: paths.contentAi.addNewContent.path, lazy: () => import('./routes/add-new-content') },
  { path: paths.contentAi.editContent.path, lazy: () => import('./routes/edit-content') },
];
