import { NavLink } from 'react-router';
import { menuEntries } from './menu';

type SideNavProps = {
  label: string;
  /** Icons only (desktop, collapsed): the names stay for screen readers and as tooltips. */
  collapsed?: boolean;
  onNavigate?: () => void;
};

/** The entries of the back-office menu; the current one is marked with aria-current="page". */
export function SideNav({ label, collapsed = false, onNavigate }: SideNavProps) {
  return (
    <nav aria-label={label}>
      <ul className="flex flex-col gap-1">
        {menuEntries.map((entry) => (
          <li key={entry.to}>
            <NavLink
              to={entry.to}
              end={entry.end}
              onClick={onNavigate}
              title={collapsed ? entry.label : undefined}
              className={({ isActive }) =>
                `flex min-h-11 items-center gap-3 rounded-xl px-3 py-2 font-semibold transition-colors ${
                  collapsed ? 'justify-center' : ''
                } ${
                  isActive
                    ? 'bg-lavender-100 text-night-950'
                    : 'text-lavender-100 hover:bg-white/10 hover:text-white'
                }`
              }
            >
              <entry.icon aria-hidden="true" className="size-5 shrink-0" strokeWidth={1.8} />
              <span className={collapsed ? 'sr-only' : 'truncate'}>{entry.label}</span>
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
