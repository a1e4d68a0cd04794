import type { ComponentProps, MouseEvent } from 'react';
import { type SectionId, paths } from '../../../config/paths';
import { useSectionNav } from '../use-section-nav';

type SectionLinkProps = Omit<ComponentProps<'a'>, 'href'> & {
  /** The section to reach; none means the top of the home page. */
  section?: SectionId;
};

/**
 * A link to a section of the home page. It is a real `/#id` link (works without JavaScript, can be
 * opened in a new tab); a plain click scrolls there in place.
 */
export function SectionLink({ section, onClick, ...props }: SectionLinkProps) {
  const goTo = useSectionNav();
  const href = section ? paths.home.section(section) : paths.home.href();

  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented) return;
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    goTo(section);
  };

  return <a href={href} onClick={handleClick} {...props} />;
}
