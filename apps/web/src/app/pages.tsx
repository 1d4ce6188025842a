import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/**
 * The screen of each authenticated route of the permission table (packages/domain ROUTES),
 * loaded on demand. A route missing here shows the area placeholder. Each feature adds its line.
 */
export const PAGES: Record<string, LazyExoticComponent<ComponentType>> = {
  // '/eng/home': lazy(() => import('../features/home/home-page')),
};
export { lazy };
