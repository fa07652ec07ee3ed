/**
 * A page's title, shown in the app bar (portalled into its `#react-admin-title`, as react-admin's
 * <Title> does) — without react-admin's configurable title, whose editor (a text field in a
 * popover) would otherwise come with every screen's first paint.
 */
import { useLayoutEffect, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';

const titleBox = () => document.getElementById('react-admin-title');

export function PageTitle({ children }: { children: ReactNode }) {
  const [container, setContainer] = useState(titleBox);
  // the app bar may mount after the page: look again once mounted (a layout effect: before the paint)
  useLayoutEffect(() => {
    const box = titleBox();
    // the box is in the DOM only once the app bar has committed: read it then (react-admin's Title does the same)
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (box !== container) setContainer(box);
  }, [container]);
  return container ? createPortal(<span>{children}</span>, container) : null;
}
