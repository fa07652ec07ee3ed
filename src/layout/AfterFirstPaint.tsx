/**
 * Renders its children just after the first paint of the screen around it: a low-priority render
 * that React interleaves with the browser's frames (`useDeferredValue`), so the page's content is
 * drawn first. For secondary parts whose place stays the same while they are missing (the
 * navigation's entries, the app bar's buttons, a list's action buttons and pagination): nothing
 * moves when they appear. On a cold load this took their render (about a quarter of the first
 * screen's) off the way to the first row.
 */
import { useDeferredValue, type ReactNode } from 'react';

export function AfterFirstPaint({ children }: { children: ReactNode }) {
  return useDeferredValue(true, false) ? children : null;
}
