import { es } from '@sanarte/shared';
import { Link, isRouteErrorResponse, useRouteError } from 'react-router';
import { buttonClasses } from '../components/ui/button';
import { paths } from '../config/paths';
import { useDocumentTitle } from '../lib/document-title';

/**
 * Shown instead of a blank page when a route fails to render. Its message is the page's heading
 * (a page's outline gives way to the app once the app shows an h1: lib/page-outline.ts).
 */
export function RouteError() {
  const error = useRouteError();
  useDocumentTitle('Sanarte | Error');
  if (!isRouteErrorResponse(error)) console.error(error);
  const message =
    isRouteErrorResponse(error) && error.status === 404 ? es.common.notFound : es.errors.internal;

  return (
    <main className="grid min-h-dvh place-items-center bg-night-950 px-6 text-center text-lavender-50">
      <div className="max-w-md space-y-6">
        <h1 className="font-display text-2xl">{message}</h1>
        <Link to={paths.home.href()} reloadDocument className={buttonClasses({ variant: 'primary' })}>
          {es.common.backHome}
        </Link>
      </div>
    </main>
  );
}
