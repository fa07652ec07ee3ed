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

export function FocusHeading() {
  const { pathname } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    // the first page is the one the app opened on: the browser's focus is left as it is
    if (first.current) {
      first.current = false;
      return;
    }
    let frame = 0;
    let done = false;
    const started = performance.now();
    const stop = () => {
      done = true;
      cancelAnimationFrame(frame);
    };
    const look = () => {
      if (done) return;
      const waited = performance.now() - started;
      if (waited > GIVE_UP_MS) return stop();
      // a dialog closing (the bell's panel, the search) gives the focus back first; a field being typed in keeps it
      if (busyWith(document.activeElement)) {
        frame = requestAnimationFrame(look);
        return;
      }
      const heading = pageHeading(waited > HEADING_WAIT_MS);
      if (heading) {
        focusHeading(heading);
        return stop();
      }
      frame = requestAnimationFrame(look);
    };
    frame = requestAnimationFrame(look);
    // the user acted meanwhile (a key, a click): their focus is theirs
    window.addEventListener('keydown', stop, { capture: true, once: true });
    window.addEventListener('pointerdown', stop, { capture: true, once: true });
    return () => {
      stop();
      window.removeEventListener('keydown', stop, { capture: true });
      window.removeEventListener('pointerdown', stop, { capture: true });
    };
  }, [pathname]);
  return null;
}
