import { lazy, Suspense, useState, type ComponentType } from 'react';
import { createBrowserRouter, Navigate, Outlet, type RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { BootFallback } from './boot-shell';
import { PATHS } from '../config/paths';
import { SCREENS, type ScreenId, type ScreenRoute } from '../config/routes';
import { RequireRole } from './guards/require-role';
import { RequireSession } from './guards/require-session';
import type { RouteHandle } from './layout/app-header';
import { HomeRoute } from './routes/home';
import { SCREEN_COMPONENTS } from './screen-components';
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
const SecondFactorRoute = lazyNamed(
  () => import('../features/auth/routes/second-factor'),
  'SecondFactorRoute',
);
const AppLayout = lazyNamed(() => import('./layout/app-layout'), 'AppLayout');

function RootLayout() {
  return (
    <Suspense fallback={<BootFallback />}>
      <Outlet />
    </Suspense>
  );
}

/**
 * One lazy component per screen for the module's lifetime: a loaded screen renders at once on
 * every later visit, and in every later router the tests create.
 */
const lazyScreens = new Map<ScreenId, ComponentType>();
function lazyScreen(id: ScreenId): ComponentType {
  let Screen = lazyScreens.get(id);
  if (!Screen) {
    const load = SCREEN_COMPONENTS[id];
    Screen = lazy(async () => ({ default: await load() }));
    lazyScreens.set(id, Screen);
  }
  return Screen;
}

function screenRoute(id: ScreenId, route: ScreenRoute): RouteObject {
  const Screen = lazyScreen(id);
  const handle: RouteHandle = { titleKey: route.titleKey };
  return {
    path: route.path,
    handle,
    element: (
      <RequireRole route={route}>
        <Screen />
      </RequireRole>
    ),
  };
}

/** The whole route tree; tests mount it in a memory router. */
export function createAppRoutes(): RouteObject[] {
  const screens = (Object.entries(SCREENS) as [ScreenId, ScreenRoute][]).map(([id, route]) =>
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
        { path: PATHS.secondFactor, element: <SecondFactorRoute /> },
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
