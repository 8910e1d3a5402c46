import type { RouteObject } from 'react-router';
import { paths } from '@/config/paths';

/** The screens of this feature, each loaded on demand as its own chunk. */
export const usersRoutes: RouteObject[] = [{ path: paths.users.path, lazy: () => import('./routes/users') }];
