import { lazy, Suspense, useState, type ComponentType, type ReactNode } from 'react';
import { createBrowserRouter, Navigate, Outlet, type RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { BootFallback } from './boot-shell';
import { PATHS } from '../config/paths';
import { SCREEN_ROUTES, type ScreenId, type ScreenRoute } from '../config/routes';
import { RequireRole } from './guards/require-role';
import { RequireSession } from './guards/require-session';
import type { RouteHandle } from './layout/app-header';
import { HomeRoute } from './routes/home';
import { RouteError } from './routes/route-error';
import { SectionError } from './routes/section-error';

/** React.lazy for a module's named export: every screen is its own chunk. */
function lazyNamed<M extends Record<string, unknown>>(
  load: () => Promise<M>,
  exportName: keyof M & string,
): ComponentType {
  return lazy(async () => ({ default: (await load())[exportName] as ComponentType }));
}

const SignInRoute = lazyNamed(() => import('../features/auth/routes/sign-in'), 'SignInRoute');
const SignUpRoute = lazyNamed(() => import('../features/auth/routes/sign-up'), 'SignUpRoute');
const SignOutRoute = lazyNamed(() => import('../features/auth/routes/sign-out'), 'SignOutRoute');
const AppLayout = lazyNamed(() => import('./layout/app-layout'), 'AppLayout');
const ProfileRoute = lazyNamed(() => import('../features/profile/routes/profile'), 'ProfileRoute');
// the dashboard with the branch's report figures below it (their charts load on their own)
const SecretaryDashboardRoute = lazyNamed(
  () => import('./routes/secretary-home'),
  'SecretaryHomeRoute',
);
const ReviewerDashboardRoute = lazyNamed(
  () => import('../features/dashboard/routes/reviewer-dashboard'),
  'ReviewerDashboardRoute',
);
const ViewerDashboardRoute = lazyNamed(
  () => import('../features/dashboard/routes/viewer-dashboard'),
  'ViewerDashboardRoute',
);
// the DataGrid chunk loads only with this route
const AdminUsersRoute = lazyNamed(
  () => import('../features/admin/routes/users'),
  'AdminUsersRoute',
);
const BranchTransferRoute = lazyNamed(
  () => import('../features/transfer/routes/branch-transfer'),
  'BranchTransferRoute',
);
const TransferRequestsRoute = lazyNamed(
  () => import('../features/transfer/routes/transfer-requests'),
  'TransferRequestsRoute',
);
// the list screens share one chunk (the DataGrid); the review screens another
const registrationLists = () => import('../features/registrations/routes/registration-lists');
const MyListRoute = lazyNamed(registrationLists, 'MyListRoute');
const DraftListRoute = lazyNamed(registrationLists, 'DraftListRoute');
const InProcessListRoute = lazyNamed(registrationLists, 'InProcessListRoute');
const ApprovedListRoute = lazyNamed(registrationLists, 'ApprovedListRoute');
const RejectedListRoute = lazyNamed(registrationLists, 'RejectedListRoute');
const SubmittedListRoute = lazyNamed(registrationLists, 'SubmittedListRoute');
const reviewLists = () => import('./routes/review-lists');
const PendingValidationListRoute = lazyNamed(reviewLists, 'PendingValidationListRoute');
const ValidatedListRoute = lazyNamed(reviewLists, 'ValidatedListRoute');
const reviewRecord = () => import('./routes/review-record');
const CheckValidateRoute = lazyNamed(reviewRecord, 'CheckValidateRoute');
const ApproveValidateRoute = lazyNamed(reviewRecord, 'ApproveValidateRoute');
const SubmittedDetailsRoute = lazyNamed(
  () => import('../features/review/routes/submitted-details'),
  'SubmittedDetailsRoute',
);
const SearchResultsRoute = lazyNamed(
  () => import('../features/search/routes/search-results'),
  'SearchResultsRoute',
);
// the charts library loads only with this route
const ReportsRoute = lazyNamed(() => import('../features/reports/routes/reports'), 'ReportsRoute');
const OutboxRoute = lazyNamed(() => import('../features/review/routes/outbox'), 'OutboxRoute');
// the wizard screens each carry the date pickers; the record screen does not
const ApplicationFormRoute = lazyNamed(
  () => import('../features/application-wizard/routes/application-form'),
  'ApplicationFormRoute',
);
const DraftEditRoute = lazyNamed(
  () => import('../features/application-wizard/routes/draft-edit'),
  'DraftEditRoute',
);
const RecordResponseRoute = lazyNamed(
  () => import('../features/application-wizard/routes/record-response'),
  'RecordResponseRoute',
);
const RecordDataRoute = lazyNamed(
  () => import('../features/application-wizard/routes/record-data'),
  'RecordDataRoute',
);
const PlaceholderRoute = lazy(() =>
  import('./routes/placeholder').then((m) => ({ default: m.PlaceholderRoute })),
);

/** Screens built so far; every other entry of SCREEN_ROUTES shows the placeholder. */
const SCREENS: Partial<Record<ScreenId, ComponentType>> = {
  profile: ProfileRoute,
  profileOverview: ProfileRoute,
  secretaryDashboard: SecretaryDashboardRoute,
  reviewerDashboard: ReviewerDashboardRoute,
  viewerDashboard: ViewerDashboardRoute,
  adminUsers: AdminUsersRoute,
  myList: MyListRoute,
  myListAlias: MyListRoute,
  draftList: DraftListRoute,
  inProcessList: InProcessListRoute,
  approvedList: ApprovedListRoute,
  rejectedList: RejectedListRoute,
  submittedList: SubmittedListRoute,
  pendingValidationList: PendingValidationListRoute,
  validatedList: ValidatedListRoute,
  checkValidate: CheckValidateRoute,
  approveValidate: ApproveValidateRoute,
  submittedDetails: SubmittedDetailsRoute,
  outbox: OutboxRoute,
  reports: ReportsRoute,
  search: SearchResultsRoute,
  branchTransfer: BranchTransferRoute,
  transferRequests: TransferRequestsRoute,
  applicationForm: ApplicationFormRoute,
  draftEdit: DraftEditRoute,
  recordResponse: RecordResponseRoute,
  recordData: RecordDataRoute,
};

function RootLayout() {
  return (
    <Suspense fallback={<BootFallback />}>
      <Outlet />
    </Suspense>
  );
}

function screenRoute(id: ScreenId, route: ScreenRoute): RouteObject {
  const Screen = SCREENS[id];
  const element: ReactNode = Screen ? <Screen /> : <PlaceholderRoute titleKey={route.titleKey} />;
  const handle: RouteHandle = { titleKey: route.titleKey };
  return {
    path: route.path,
    handle,
    element: <RequireRole route={route}>{element}</RequireRole>,
  };
}

/** The whole route tree; tests mount it in a memory router. */
export function createAppRoutes(): RouteObject[] {
  const screens = (Object.entries(SCREEN_ROUTES) as [ScreenId, ScreenRoute][]).map(([id, route]) =>
    screenRoute(id, route),
  );
  return [
    {
      path: PATHS.home,
      element: <RootLayout />,
      errorElement: <RouteError />,
      children: [
        { path: PATHS.signIn, element: <SignInRoute /> },
        { path: PATHS.signUp, element: <SignUpRoute /> },
        { path: PATHS.signOut, element: <SignOutRoute /> },
        {
          element: <RequireSession />,
          children: [
            { index: true, element: <HomeRoute /> },
            {
              element: <AppLayout />,
              // a screen's crash stays in the screen's part of the page: header and menu remain
              children: [{ errorElement: <SectionError />, children: screens }],
            },
          ],
        },
        { path: '*', element: <Navigate to={PATHS.signIn} replace /> },
      ],
    },
  ];
}

export function AppRouter() {
  const [router] = useState(() => createBrowserRouter(createAppRoutes()));
  return <RouterProvider router={router} />;
}
