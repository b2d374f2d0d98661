import { ADMIN_SECTIONS } from '@mohalla/shared';
import { NavLink, Outlet } from 'react-router';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import { useAdminTexts } from '../lib/use-admin-texts';

/** The console's frame: its sections as a nav (the current one marked), then the section's page. */
export function AdminLayout() {
  const texts = useAdminTexts();
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-6 sm:px-6">
      <p className="mb-3 text-sm font-semibold text-brand-800">{texts.title}</p>
      <nav aria-label={texts.nav} className="mb-6 overflow-x-auto border-b border-gray-200">
        <ul className="flex gap-1">
          {ADMIN_SECTIONS.map(({ path }) => (
            <li key={path}>
              <NavLink
                to={paths.admin(path)}
                className={({ isActive }) =>
                  cn(
                    'inline-flex h-11 items-center border-b-2 px-3 text-sm font-semibold whitespace-nowrap',
                    isActive ? 'border-brand-700 text-brand-800' : 'border-transparent text-gray-700 hover:text-gray-900',
                  )
                }
              >
                {texts.sections[path]}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <Outlet />
    </div>
  );
}
