import { Fragment, type ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { getSiteIdentity } from '../../../config/site-identity';
import { dataNotice as copy } from '../content/data-notice';

/**
 * The short data-protection notice under a form's submit button (the first layer; the privacy
 * policy is the second). The policy opens in a new tab, so the form being filled stays as it is.
 */
export function DataProtectionNotice({ purpose, basis }: { purpose: string; basis: string }) {
  const { companyName } = getSiteIdentity();
  const rows: [string, ReactNode][] = [
    [copy.controller, companyName.endsWith('.') ? companyName : `${companyName}.`],
    [copy.purpose, purpose],
    [copy.basis, basis],
    [
      copy.rights,
      <Fragment key="rights">
        {copy.rightsText}
        <Link
          to={paths.privacyPolicy.href()}
          target="_blank"
          rel="noopener"
          className="font-semibold text-night-600 underline decoration-night-600/40 underline-offset-4 hover:decoration-night-600"
        >
          {copy.policyLink}
          <span className="sr-only"> {copy.newTab}</span>
        </Link>
        .
      </Fragment>,
    ],
  ];
  return (
    <div className="text-xs leading-relaxed text-ink-soft">
      <p className="font-semibold text-night-900">{copy.title}</p>
      <dl className="mt-1 flex flex-col gap-0.5">
        {rows.map(([term, detail]) => (
          <div key={term}>
            <dt className="inline font-semibold">{term}: </dt>
            <dd className="inline break-words">{detail}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
