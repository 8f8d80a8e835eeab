import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import type { RootData } from '../../root/root-loader';
import { company } from '../../domain/company';
import { useText } from '../../../renderers/i18n/locale-context';
import { DesktopBarSlot } from './desktop-bar-slot';
import { MenuIcon, PhoneIcon } from './icons';
import { navText } from './messages';
import { MOBILE_MENU_ID } from './nav-ids';
import { focusRing } from './nav-styles';

const loadMobileMenu = () => import('./mobile-menu');
const MobileMenu = lazy(() => loadMobileMenu().then((module) => ({ default: module.MobileMenu })));

/**
 * The site's fixed top bar: the desktop bar with its hover panels from 768 px, a hamburger
 * and its full-screen menu below. Which one shows is decided by CSS, never by JavaScript, so the
 * server's HTML and the first browser render are the same.
 */
export function SiteNav({ data }: { data: RootData }) {
  const t = useText(navText);
  const [menuOpen, setMenuOpen] = useState(false);
  const hamburger = useRef<HTMLButtonElement>(null);
  const closeMenu = useCallback(() => setMenuOpen(false), []);
  const { key } = useLocation();
  useEffect(() => setMenuOpen(false), [key]);

  return (
    <header className="fixed inset-x-0 top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/85">
      <nav aria-label={t('mainLabel')} className="mx-auto flex h-16 max-w-7xl items-center gap-3 px-4 md:h-20 md:gap-1.5 md:px-3 lg:gap-3 lg:px-6 xl:gap-6">
        {/* Between 768 and 1100 px only the logo's lighthouse mark shows, so that every item fits in either language. */}
        <Link to="/" className={`flex min-h-11 shrink-0 items-center overflow-hidden rounded-md md:max-[68.75rem]:w-9 ${focusRing}`}>
          <img src={company.logo} alt={company.name} width={188} height={40} className="h-9 w-auto max-w-none lg:h-10" />
        </Link>
        <DesktopBarSlot data={data} />
        <div className="ml-auto flex items-center gap-1 md:hidden">
          <a href={company.phoneHref} className={`grid size-11 place-items-center rounded-full text-brand-700 hover:bg-brand-50 ${focusRing}`}>
            <PhoneIcon className="size-5" />
            <span className="sr-only">{t('callPhone', { phone: company.phone })}</span>
          </a>
          <button
            ref={hamburger}
            type="button"
            aria-label={t('openMenu')}
            aria-expanded={menuOpen}
            aria-controls={menuOpen ? MOBILE_MENU_ID : undefined}
            onClick={() => setMenuOpen(true)}
            onPointerDown={loadMobileMenu}
            onFocus={loadMobileMenu}
            className={`grid size-11 place-items-center rounded-full text-slate-800 hover:bg-slate-100 ${focusRing}`}
          >
            <MenuIcon className="size-6" />
          </button>
        </div>
      </nav>
      {menuOpen && (
        <Suspense fallback={null}>
          <MobileMenu data={data} opener={hamburger} onClose={closeMenu} />
        </Suspense>
      )}
    </header>
  );
}
