import { es } from '@sanarte/shared';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { assetsCopy } from '../content';
import { segmentsOf } from '../media/file-kind';

/** Root plus one link per folder of the path; the current folder carries aria-current. */
export function Breadcrumb({ path }: { path: string }) {
  const segments = segmentsOf(path);
  const crumbs = [
    { label: es.admin.root, folder: '' },
    ...segments.map((segment, i) => ({ label: segment, folder: segments.slice(0, i + 1).join('/') })),
  ];
  return (
    <nav aria-label={assetsCopy.breadcrumb}>
      <ol className="flex flex-wrap items-center gap-1 text-sm">
        {crumbs.map((crumb, i) => {
          const last = i === crumbs.length - 1;
          return (
            <li key={crumb.folder || 'root'} className="flex items-center gap-1">
              {i > 0 && (
                <span aria-hidden="true" className="text-ink-soft">
                  /
                </span>
              )}
              <Link
                to={paths.admin.assets.href(crumb.folder || undefined)}
                aria-current={last ? 'page' : undefined}
                className={`inline-flex min-h-9 items-center rounded-lg px-2 font-semibold hover:bg-night-900/5 ${
                  last ? 'text-night-950' : 'text-night-600 underline underline-offset-4'
                }`}
              >
                {crumb.label}
              </Link>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
