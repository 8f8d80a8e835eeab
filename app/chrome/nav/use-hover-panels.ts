import { useCallback, useEffect, useRef, useState, type FocusEvent, type KeyboardEvent, type MouseEvent, type PointerEvent } from 'react';
import { useLocation } from 'react-router-dom';
import { panelDomId } from './nav-ids';
import { hoverIntent, HOVER_REST_MS, idleIntent, PANEL_CLOSE_DELAY_MS, type IntentEvent, type IntentState } from './hover-intent';

export type PanelId = 'programs' | 'officers' | 'calculators';

const focusableInPanel = 'a[href], button:not([disabled])';

/**
 * The desktop bar's dropdown panels: at most one open; mouse hover with intent (see hover-intent.ts) and
 * a 200 ms close delay; buttons that toggle on Enter/Space/click; ArrowDown opens and moves into the
 * panel, arrows move between its links, Escape closes and gives focus back to the button, and focus or a
 * click leaving the item closes it. Every panel closes on navigation.
 */
export function useHoverPanels() {
  const [openId, setOpenId] = useState<PanelId | null>(null);
  const openedByHover = useRef(false);
  const intent = useRef<{ id: PanelId; state: IntentState }>({ id: 'programs', state: idleIntent });
  /** Closed by Escape or a click while the pointer was on it: hovering does not reopen until it leaves. */
  const suppressed = useRef<PanelId | null>(null);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const restTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const focusFirstOf = useRef<PanelId | null>(null);
  const items = useRef(new Map<PanelId, HTMLElement>());
  const location = useLocation();

  const cancelClose = () => clearTimeout(closeTimer.current);
  const open = useCallback((id: PanelId, byHover: boolean) => {
    clearTimeout(closeTimer.current);
    openedByHover.current = byHover;
    setOpenId(id);
  }, []);
  const close = useCallback((id?: PanelId) => {
    clearTimeout(closeTimer.current);
    setOpenId((current) => (id === undefined || current === id ? null : current));
  }, []);

  const button = (id: PanelId) => items.current.get(id)?.querySelector<HTMLButtonElement>('button[aria-controls]');
  const panelLinks = (id: PanelId) =>
    Array.from(document.getElementById(panelDomId(id))?.querySelectorAll<HTMLElement>(focusableInPanel) ?? []);

  const track = (id: PanelId, event: IntentEvent) => {
    const previous = intent.current.id === id ? intent.current.state : idleIntent;
    const decision = hoverIntent(previous, event);
    intent.current = { id, state: decision.state };
    clearTimeout(restTimer.current);
    if (decision.restTimer) restTimer.current = setTimeout(() => track(id, { type: 'rest' }), HOVER_REST_MS);
    if (decision.open && suppressed.current !== id) open(id, true);
  };

  // Navigation closes every panel (a link inside one was followed, or the page changed otherwise).
  useEffect(() => close(), [location.key, close]);

  useEffect(() => {
    if (openId && focusFirstOf.current === openId) panelLinks(openId)[0]?.focus();
    focusFirstOf.current = null;
    if (!openId) return;
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      const item = items.current.get(openId);
      const hadFocus = item?.contains(document.activeElement);
      if (item?.matches(':hover')) suppressed.current = openId;
      close(openId);
      if (hadFocus) button(openId)?.focus();
    };
    const onPointerDown = (event: globalThis.PointerEvent) => {
      if (!items.current.get(openId)?.contains(event.target as Node)) close(openId);
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [openId, close]);

  useEffect(
    () => () => {
      clearTimeout(closeTimer.current);
      clearTimeout(restTimer.current);
    },
    [],
  );

  /** Props of the list item that holds a button and its panel (the hover area is both). */
  const itemProps = (id: PanelId) => ({
    ref: (element: HTMLElement | null) => {
      if (element) items.current.set(id, element);
      else items.current.delete(id);
    },
    onPointerEnter: (event: PointerEvent) => {
      if (event.pointerType === 'mouse' && openId === id) cancelClose();
    },
    onPointerLeave: (event: PointerEvent) => {
      if (event.pointerType !== 'mouse') return;
      if (suppressed.current === id) suppressed.current = null;
      if (openId === id) {
        clearTimeout(closeTimer.current);
        closeTimer.current = setTimeout(() => close(id), PANEL_CLOSE_DELAY_MS);
      }
    },
    onBlur: (event: FocusEvent) => {
      const next = event.relatedTarget as Node | null;
      if (openId === id && next && !event.currentTarget.contains(next)) close(id);
    },
    onKeyDown: (event: KeyboardEvent) => {
      if (openId !== id || (event.key !== 'ArrowDown' && event.key !== 'ArrowUp')) return;
      const links = panelLinks(id);
      const at = links.indexOf(document.activeElement as HTMLElement);
      if (at === -1) return; // on the button: its own handler deals with ArrowDown
      event.preventDefault();
      const next = event.key === 'ArrowDown' ? Math.min(at + 1, links.length - 1) : at - 1;
      (next < 0 ? button(id) : links[next])?.focus();
    },
  });

  const buttonProps = (id: PanelId) => ({
    type: 'button' as const,
    'aria-expanded': openId === id,
    'aria-controls': panelDomId(id),
    onPointerEnter: (event: PointerEvent) => {
      if (event.pointerType === 'mouse' && openId !== id) track(id, { type: 'enter', x: event.clientX, y: event.clientY });
    },
    onPointerMove: (event: PointerEvent) => {
      if (event.pointerType === 'mouse' && openId !== id) track(id, { type: 'move', x: event.clientX, y: event.clientY });
    },
    onPointerLeave: (event: PointerEvent) => {
      if (event.pointerType === 'mouse') track(id, { type: 'leave' });
    },
    onClick: (event: MouseEvent) => {
      // A mouse click on a panel that hovering just opened keeps it open rather than toggling it shut.
      const pointerClick = event.detail > 0;
      if (openId === id && pointerClick && openedByHover.current) {
        openedByHover.current = false;
        return;
      }
      if (openId === id) {
        close(id);
        if (pointerClick) suppressed.current = id;
      } else {
        open(id, false);
      }
    },
    onKeyDown: (event: KeyboardEvent) => {
      if (event.key !== 'ArrowDown') return;
      event.preventDefault();
      focusFirstOf.current = id;
      if (openId === id) panelLinks(id)[0]?.focus();
      else open(id, false);
    },
  });

  const panelProps = (id: PanelId) => ({ id: panelDomId(id), hidden: openId !== id });

  return { openId, itemProps, buttonProps, panelProps };
}

export type HoverPanels = ReturnType<typeof useHoverPanels>;
