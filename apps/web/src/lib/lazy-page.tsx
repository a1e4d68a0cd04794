import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { PageLoading } from '../components/ui/page-loading';

/**
 * A page's route whose code loads on its first visit: `load` imports the page's module and answers
 * its component (`async () => (await import('./pages/x')).XPage`, so the build splits it off), and
 * a page-sized loading state stands in its place meanwhile (the layout's header and footer stay).
 */
export function lazyPage(path: string, load: () => Promise<ComponentType>): RouteObject {
  return {
    path,
    hydrateFallbackElement: <PageLoading />,
    lazy: async () => ({ Component: await load() }),
  };
}
