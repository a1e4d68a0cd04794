import { es } from '@sanarte/shared';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { Glow } from '../../../components/ui/glow';
import { paths } from '../../../config/paths';
import { useDocumentTitle } from '../../../lib/document-title';
import { notFound } from '../content';

/** Any unknown path. */
export function NotFoundPage() {
  useDocumentTitle(notFound.pageTitle);
  return (
    <div className="relative isolate grid min-h-[60vh] place-items-center overflow-hidden px-5 py-24 text-center sm:px-8">
      <Glow className="bg-[radial-gradient(40rem_28rem_at_50%_0%,rgba(139,120,214,0.22),transparent_65%)]" />
      <div className="max-w-lg">
        <h1 className="text-3xl font-semibold text-white sm:text-4xl">{es.common.notFound}</h1>
        <Link to={paths.home.href()} className={buttonClasses({ size: 'lg', className: 'mt-10' })}>
          {es.common.backHome}
        </Link>
      </div>
    </div>
  );
}
