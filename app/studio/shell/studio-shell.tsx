import { NavLink, Outlet } from 'react-router-dom';
import { secondaryButton } from '../components/buttons';
import { mayDo, useSession, useUser } from '../session/session-context';

const navLink = ({ isActive }: { isActive: boolean }) =>
  `rounded-md px-3 py-2 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white ${isActive ? 'bg-white/20 text-white' : 'text-brand-50 hover:bg-white/10'}`;

/** The signed-in frame: the studio's navigation (Analytics and Experiments for publishers and admins, Staff for admins only), who is signed in, and the page. */
export function StudioShell() {
  const user = useUser();
  const { signOut } = useSession();
  return (
    <div className="min-h-screen">
      <a href="#studio-main" className="skip-link">
        Skip to content
      </a>
      <header className="bg-brand-900 text-white">
        <div className="mx-auto flex max-w-screen-2xl flex-wrap items-center gap-4 px-4 py-3">
          <p className="font-bold">Harborpoint Studio</p>
          <nav aria-label="Studio" className="flex flex-wrap gap-1">
            <NavLink to="/studio" end className={navLink}>
              Definitions
            </NavLink>
            <NavLink to="/studio/audit" className={navLink}>
              Audit log
            </NavLink>
            {mayDo(user, 'publisher') && (
              <>
                <NavLink to="/studio/analytics" className={navLink}>
                  Analytics
                </NavLink>
                <NavLink to="/studio/experiments" className={navLink}>
                  Experiments
                </NavLink>
              </>
            )}
            {mayDo(user, 'admin') && (
              <NavLink to="/studio/staff" className={navLink}>
                Staff
              </NavLink>
            )}
            <NavLink to="/studio/password" className={navLink}>
              Change password
            </NavLink>
          </nav>
          <div className="ml-auto flex items-center gap-3 text-sm">
            <p>
              {user.name} <span className="rounded bg-white/15 px-2 py-0.5 text-xs uppercase tracking-wide">{user.role}</span>
            </p>
            <button type="button" className={secondaryButton} onClick={() => void signOut()}>
              Sign out
            </button>
          </div>
        </div>
      </header>
      <main id="studio-main" className="mx-auto max-w-screen-2xl px-4 py-6">
        <Outlet />
      </main>
    </div>
  );
}
