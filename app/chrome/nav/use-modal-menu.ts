import { useEffect, useRef, type RefObject } from 'react';

const focusable = 'a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])';

/** The window width at which the desktop bar replaces the mobile menu. */
export const DESKTOP_QUERY = '(min-width: 768px)';

/**
 * What the open mobile menu does to the page (hand-built: Headless UI stays off the home route):
 * focus moves inside and is trapped there, Escape closes, the page behind cannot scroll, a window of
 * 768 px or more closes it, and on close focus goes back to the element that opened it.
 * Runs only in effects, so the server's HTML (always closed) and hydration agree.
 */
export function useModalMenu(open: boolean, dialog: RefObject<HTMLElement | null>, opener: RefObject<HTMLElement | null>, onClose: () => void) {
  const closeRef = useRef(onClose);
  closeRef.current = onClose;

  useEffect(() => {
    if (!open) return;
    const element = dialog.current;
    const returnFocusTo = opener.current;
    const { body } = document;
    const previousOverflow = body.style.overflow;
    body.style.overflow = 'hidden';
    element?.querySelector<HTMLElement>('[data-autofocus]')?.focus();

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        closeRef.current();
        return;
      }
      if (event.key !== 'Tab' || !element) return;
      const items = Array.from(element.querySelectorAll<HTMLElement>(focusable));
      const first = items[0];
      const last = items[items.length - 1];
      if (!first || !last) return;
      const inside = element.contains(document.activeElement);
      if (event.shiftKey && (document.activeElement === first || !inside)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (document.activeElement === last || !inside)) {
        event.preventDefault();
        first.focus();
      }
    };
    const desktop = window.matchMedia(DESKTOP_QUERY);
    const onWidthChange = () => {
      if (desktop.matches) closeRef.current();
    };
    document.addEventListener('keydown', onKeyDown);
    desktop.addEventListener('change', onWidthChange);
    onWidthChange();
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      desktop.removeEventListener('change', onWidthChange);
      body.style.overflow = previousOverflow;
      // Back to the hamburger, unless it is gone (the window turned desktop-wide and CSS hid it).
      if (returnFocusTo && returnFocusTo.offsetParent !== null) returnFocusTo.focus();
    };
  }, [open, dialog, opener]);
}
