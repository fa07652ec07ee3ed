/**
 * Routes of the business template demo apps (invoices, users, orders tables) and the template pages
 * (charts, map, forms, pages, misc and auth variants). Every screen is its own lazy chunk.
 */
import { Suspense, type ReactElement } from 'react';
import { Authenticated, Loading } from 'react-admin';
import { Route } from 'react-router-dom';
import { DEMO_CODE } from '../../../resources/privilege-tree';
import { RequireCode } from '../../pages/RequireCode';
import { withExtraMessages } from '../../providers/i18nExtras';
import { lazyComponent } from '../../lazyComponent';

const InvoiceList = lazyComponent(withExtraMessages(() => import('./invoice/InvoiceList').then((m) => m.default)));
const InvoicePreview = lazyComponent(withExtraMessages(() => import('./invoice/InvoicePreview').then((m) => m.default)));
const InvoicePrint = lazyComponent(withExtraMessages(() => import('./invoice/InvoicePrint').then((m) => m.default)));
const InvoiceForm = lazyComponent(withExtraMessages(() => import('./invoice/InvoiceForm').then((m) => m.default)));
const UserList = lazyComponent(withExtraMessages(() => import('./users/UserList').then((m) => m.default)));
const UserView = lazyComponent(withExtraMessages(() => import('./users/UserView').then((m) => m.default)));
const OrdersTable = lazyComponent(withExtraMessages(() => import('./orders/OrdersTable').then((m) => m.default)));
const SimpleTable = lazyComponent(withExtraMessages(() => import('./orders/SimpleTable').then((m) => m.default)));
const ApexCharts = lazyComponent(withExtraMessages(() => import('./charts/ApexCharts').then((m) => m.default)));
const ChartJs = lazyComponent(withExtraMessages(() => import('./charts/ChartJs').then((m) => m.default)));
const LeafletMap = lazyComponent(withExtraMessages(() => import('./maps/LeafletMap').then((m) => m.default)));
const FormElements = lazyComponent(withExtraMessages(() => import('./forms/FormElements').then((m) => m.default)));
const FormLayouts = lazyComponent(withExtraMessages(() => import('./forms/FormLayouts').then((m) => m.default)));
const FormValidation = lazyComponent(withExtraMessages(() => import('./forms/FormValidation').then((m) => m.default)));
const AccountSettings = lazyComponent(withExtraMessages(() => import('./pages/AccountSettings').then((m) => m.default)));
const Pricing = lazyComponent(withExtraMessages(() => import('./pages/Pricing').then((m) => m.default)));
const Faq = lazyComponent(withExtraMessages(() => import('./pages/Faq').then((m) => m.default)));
const KnowledgeBase = lazyComponent(withExtraMessages(() => import('./pages/KnowledgeBase').then((m) => m.default)));
const MiscPage = lazyComponent(withExtraMessages(() => import('./misc/MiscPage').then((m) => m.default)));
const AuthPage = lazyComponent(withExtraMessages(() => import('./auth/AuthPage').then((m) => m.default)));

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
