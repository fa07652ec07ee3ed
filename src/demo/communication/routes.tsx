/** Routes of this group of template demo apps (email, chat, calendar); each screen is a lazy chunk. */
import { Suspense, type ReactElement, type ReactNode } from 'react';
import { Loading } from 'react-admin';
import { Route } from 'react-router-dom';
import { DEMO_CODE } from '../../../resources/privilege-tree';
import { RequireCode } from '../../pages/RequireCode';
import { withExtraMessages } from '../../providers/i18nExtras';
import { lazyComponent } from '../../lazyComponent';

const EmailApp = lazyComponent(withExtraMessages(() => import('./email/EmailApp').then((m) => m.default)));
const ChatApp = lazyComponent(withExtraMessages(() => import('./chat/ChatApp').then((m) => m.default)));
const CalendarApp = lazyComponent(withExtraMessages(() => import('./calendar/CalendarApp').then((m) => m.default)));

/** Back-office users holding the demo apps' code (a store manager gets the not-authorized page). */
const guarded = (screen: ReactNode): ReactElement => (
  <RequireCode code={DEMO_CODE}>
    <Suspense fallback={<Loading />}>{screen}</Suspense>
  </RequireCode>
);

/** Routes inside the content layout. */
export const layoutRoutes: ReactElement[] = [
  <Route key="apps-email" path="/apps/email" element={guarded(<EmailApp />)} />,
  <Route key="apps-email-label" path="/apps/email/label/:label" element={guarded(<EmailApp />)} />,
  <Route key="apps-email-folder" path="/apps/email/:folder" element={guarded(<EmailApp />)} />,
  <Route key="apps-chat" path="/apps/chat" element={guarded(<ChatApp />)} />,
  <Route key="apps-calendar" path="/apps/calendar" element={guarded(<CalendarApp />)} />,
];

/** Routes on the blank layout (public template pages): none for these apps. */
export const blankRoutes: ReactElement[] = [];
