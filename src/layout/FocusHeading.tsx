/**
 * After a navigation, the focus moves to the new page's heading (as a screen reader user expects,
 * and so the next Tab starts from the page, not from the top of the document): the page's own `h1`
 * in its content (a record's title), else its title in the app bar, made focusable by script only
 * (`tabIndex=-1`). It never takes the focus from a field the user is typing in or from an open
 * dialog, and gives up once the user has pressed a key or clicked since the navigation.
 */
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/** How long a page's own heading is waited for (its record loading) before the app bar's title is taken. */
export const HEADING_WAIT_MS = 1000;
/** After this long the focus is left where it is. */
const GIVE_UP_MS = 3000;

/** An element the user types into, or a dialog (a search, a confirmation): the focus stays there. */
export function busyWith(el: Element | null): boolean {
  if (!el || el === document.body) return false;
  if (el.closest('[role="dialog"], [role="alertdialog"], [role="menu"], [role="listbox"]')) return true;
  if (el instanceof HTMLElement && el.isContentEditable) return true;
  return el.matches('input:not([type="button"]):not([type="submit"]):not([type="checkbox"]):not([type="radio"]), textarea, select');
}

/** The heading to focus: the content's `h1`, or (`fallback`) the app bar's title. */
export function pageHeading(fallback: boolean): HTMLElement | null {
  const own = document.querySelector<HTMLElement>('#main-content h1');
  if (own) return own;
  if (!fallback) return null;
  const title = document.getElementById('react-admin-title');
  return title && title.textContent?.trim() ? title : null;
}

function focusHeading(el: HTMLElement) {
  if (!el.hasAttribute('tabindex')) {
    el.setAttribute('tabindex', '-1');
    el.style.outline = 'none';
  }
  el.focus({ preventScroll: true });
}

/**
 * The address at the user's last key press or click. The one that navigated was made on the old
 * address; one made on the new address means the user acted on the new page — perhaps before it
 * was drawn, as a page whose code is still loading keeps the old one on screen — and keeps their focus.
 */
let inputAt: string | undefined;
const noteInput = () => {
  inputAt = window.location.hash;
};

/**
 * `afterNavigation`: mounted once the user has navigated (its code loaded then, off the first
 * screen's): the page it first sees is a navigation's, whose heading it focuses too.
 */
export function FocusHeading({ afterNavigation = false }: { afterNavigation?: boolean }) {
  const { pathname } = useLocation();
  const first = useRef(!afterNavigation);
  useEffect(() => {
    window.addEventListener('keydown', noteInput, true);
    window.addEventListener('pointerdown', noteInput, true);
    return () => {
      window.removeEventListener('keydown', noteInput, true);
      window.removeEventListener('pointerdown', noteInput, true);
    };
  }, []);
  useEffect(() => {
    // the first page is the one the app opened on: the browser's focus is left as it is
    if (first.current) {
      first.current = false;
      return;
    }
    const here = window.location.hash;
    let frame = 0;
    const started = performance.now();
    const look = () => {
      const waited = performance.now() - started;
      // the user acted on this page (a key, a click): their focus is theirs
      if (waited > GIVE_UP_MS || inputAt === here) return;
      // a dialog closing (the bell's panel, the search) gives the focus back first; a field being typed in keeps it
      const heading = busyWith(document.activeElement) ? null : pageHeading(waited > HEADING_WAIT_MS);
      if (heading) focusHeading(heading);
      else frame = requestAnimationFrame(look);
    };
    frame = requestAnimationFrame(look);
    return () => cancelAnimationFrame(frame);
  }, [pathname]);
  return null;
}
