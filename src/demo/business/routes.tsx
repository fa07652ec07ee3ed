/**
 * Routes of the business template demo apps (invoices, users, orders tables) and the template pages
 * (charts, map, forms, pages, misc and auth variants). Every screen is its own lazy chunk.
 */
import { Suspense, lazy, type ReactElement } from 'react';
import { Authenticated, Loading } from 'react-admin';
import { Route } from 'react-router-dom';
import { DEMO_CODE } from '../../../resources/privilege-tree';
import { RequireCode } from '../../pages/RequireCode';
import { withExtraMessages } from '../../providers/i18nExtras';

const InvoiceList = lazy(withExtraMessages(() => import('./invoice/InvoiceList')));
const InvoicePreview = lazy(withExtraMessages(() => import('./invoice/InvoicePreview')));
const InvoicePrint = lazy(withExtraMessages(() => import('./invoice/InvoicePrint')));
const InvoiceForm = lazy(withExtraMessages(() => import('./invoice/InvoiceForm')));
const UserList = lazy(withExtraMessages(() => import('./users/UserList')));
const UserView = lazy(withExtraMessages(() => import('./users/UserView')));
const OrdersTable = lazy(withExtraMessages(() => import('./orders/OrdersTable')));
const SimpleTable = lazy(withExtraMessages(() => import('./orders/SimpleTable')));
const ApexCharts = lazy(withExtraMessages(() => import('./charts/ApexCharts')));
const ChartJs = lazy(withExtraMessages(() => import('./charts/ChartJs')));
const LeafletMap = lazy(withExtraMessages(() => import('./maps/LeafletMap')));
const FormElements = lazy(withExtraMessages(() => import('./forms/FormElements')));
const FormLayouts = lazy(withExtraMessages(() => import('./forms/FormLayouts')));
const FormValidation = lazy(withExtraMessages(() => import('./forms/FormValidation')));
const AccountSettings = lazy(withExtraMessages(() => import('./pages/AccountSettings')));
const Pricing = lazy(withExtraMessages(() => import('./pages/Pricing')));
const Faq = lazy(withExtraMessages(() => import('./pages/Faq')));
const KnowledgeBase = lazy(withExtraMessages(() => import('./pages/KnowledgeBase')));
const MiscPage = lazy(withExtraMessages(() => import('./misc/MiscPage')));
const AuthPage = lazy(withExtraMessages(() => import('./auth/AuthPage')));

/** A screen with its own loading fallback while its chunk downloads. */
const suspended = (screen: ReactElement): ReactElement => <Suspense fallback={<Loading />}>{screen}</Suspense>;

/** A content-layout page: back-office users holding the demo apps' code (a store manager gets the not-authorized page). */
const inLayout = (path: string, screen: ReactElement): ReactElement => (
  <Route key={path} path={path} element={<RequireCode code={DEMO_CODE}>{suspended(screen)}</RequireCode>} />
);

/** Routes inside the content layout. */
export const layoutRoutes: ReactElement[] = [
  inLayout('/apps/invoice/list', <InvoiceList />),
  inLayout('/apps/invoice/preview/:id', <InvoicePreview />),
  inLayout('/apps/invoice/add', <InvoiceForm key="add" />),
  inLayout('/apps/invoice/edit/:id', <InvoiceForm key="edit" />),
  inLayout('/apps/user/list', <UserList />),
  inLayout('/apps/user/view/:id', <UserView />),
  inLayout('/tables/data-table', <OrdersTable />),
  inLayout('/tables/simple', <SimpleTable />),
  inLayout('/charts/apex', <ApexCharts />),
  inLayout('/charts/chartjs', <ChartJs />),
  inLayout('/maps/leaflet', <LeafletMap />),
  inLayout('/forms/elements', <FormElements />),
  inLayout('/forms/layouts', <FormLayouts />),
  inLayout('/forms/validation', <FormValidation />),
  inLayout('/pages/account-settings', <AccountSettings />),
  inLayout('/pages/pricing', <Pricing />),
  inLayout('/pages/faq', <Faq />),
  inLayout('/pages/knowledge-base', <KnowledgeBase />),
];

const MISC = ['under-maintenance', 'coming-soon', 'not-authorized', 'error'] as const;
const AUTH = ['login', 'register', 'forgot-password', 'reset-password'] as const;

/** Routes on the blank layout: the public template pages (anyone, signed in or not), and the invoice print view (signed in, the demo apps' code). */
export const blankRoutes: ReactElement[] = [
  ...MISC.map((kind) => <Route key={kind} path={`/pages/misc/${kind}`} element={suspended(<MiscPage kind={kind} />)} />),
  ...AUTH.flatMap((kind) =>
    (['v1', 'v2'] as const).map((variant) => (
      <Route key={`${kind}-${variant}`} path={`/pages/auth/${kind}-${variant}`} element={suspended(<AuthPage kind={kind} variant={variant} />)} />
    )),
  ),
  <Route
    key="invoice-print"
    path="/apps/invoice/print/:id"
    element={
      <Authenticated>
        <RequireCode code={DEMO_CODE}>{suspended(<InvoicePrint />)}</RequireCode>
      </Authenticated>
    }
  />,
];
