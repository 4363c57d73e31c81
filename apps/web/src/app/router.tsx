import { Suspense } from 'react';
import { createBrowserRouter, Navigate, Outlet } from 'react-router';
import { SecurityPage } from '../features/account/index.ts';
import { OUTBOX_PATH, OutboxPage } from '../features/emails/index.ts';
import { HomePage } from '../features/home/index.ts';
import { TasksPage } from '../features/tasks/index.ts';
import { EventEditPage } from '../features/events/index.ts';
import { ROLE_GROUPS, STARTUP_MANAGER_ROLES, TASK_ROLES } from '@cohort/shared';
import { ProgramsPage, StartupsManagementPage, StartupsPortfolioPage } from '../features/startups/index.ts';
import {
  AcceptInvitationPage,
  AuthLayout,
  ConfirmEmailPage,
  ConfirmIncubatorEmailPage,
  ForgotPasswordPage,
  LoginPage,
  RequireAuth,
  ResetPasswordPage,
  SsoCallbackPage,
  SsoStartPage,
} from '../features/identity/index.ts';
import { INCUBATOR_NOT_FOUND_PATH, OrganisationGate } from '../features/organisation/index.ts';
import { ErrorPage, IncubatorNotFoundPage, NotFoundPage, PublicLayout, WelcomePage } from '../features/public/index.ts';
import {
  ActivitySettingsPage,
  BrandingSettingsPage,
  DomainSettingsPage,
  FlagsSettingsPage,
  OrganisationsSettingsPage,
  GeneralSettingsPage,
  IndustriesSettingsPage,
  LayoutSettingsPage,
  MetadataSettingsPage,
  NavigationSettingsPage,
  PermissionsSettingsPage,
  PlanSettingsPage,
  RolesSettingsPage,
  SETTINGS_PATH,
  SettingsLayout,
  UsersSettingsPage,
} from '../features/settings/index.ts';
import { ShellLayout } from '../shell/lazy.ts';
import { RequireFeature, RequireRole } from '../features/access/index.ts';
import { FullScreenLoader } from '../ui/full-screen-loader.tsx';
import { RouteErrorScreen } from './route-error-screen.tsx';

function RootLayout() {
  return (
    <OrganisationGate>
      <Suspense fallback={<FullScreenLoader />}>
        <Outlet />
      </Suspense>
    </OrganisationGate>
  );
}

/** Signed in, and with a role type (a user without one reloads once, spec 01 §2.2). */
function SignedInArea() {
  return (
    <RequireAuth>
      <RequireRole>
        <ShellLayout />
      </RequireRole>
    </RequireAuth>
  );
}

/** The routes of spec 01 §2 built so far; every page is loaded lazily. */
export function createAppRouter() {
  return createBrowserRouter([
    {
      element: <RootLayout />,
      errorElement: <RouteErrorScreen />,
      children: [
        { path: INCUBATOR_NOT_FOUND_PATH, element: <IncubatorNotFoundPage /> },
        { path: '/error', element: <ErrorPage /> },
        {
          // Spec 01 §2.1: the signed-out identity pages, in the organisation's login layout.
          element: <AuthLayout />,
          children: [
            { path: '/login', element: <LoginPage /> },
            { path: '/forgotpassword', element: <ForgotPasswordPage /> },
            { path: '/reset/:token', element: <ResetPasswordPage /> },
            { path: '/acceptinvitation', element: <AcceptInvitationPage /> },
            { path: '/account/confirmation', element: <ConfirmEmailPage /> },
            { path: '/confirmIncubatorEmail', element: <ConfirmIncubatorEmailPage /> },
            { path: '/auth/url', element: <SsoStartPage /> },
            { path: '/auth/callback', element: <SsoCallbackPage /> },
          ],
        },
        {
          // Spec 01 §2.2: the signed-in shell; signed-out visitors are sent to /login.
          element: <SignedInArea />,
          children: [
            { index: true, element: <HomePage /> },
            { path: '/account/settings/security', element: <SecurityPage /> },
            {
              // Spec 01 §6: /tasks/* for task roles, cofounders and community members.
              path: '/tasks',
              element: (
                <RequireRole allowed={TASK_ROLES}>
                  <Outlet />
                </RequireRole>
              ),
              children: [
                { index: true, element: <TasksPage scope="MINE" /> },
                { path: 'users', element: <TasksPage scope="USERS" /> },
                { path: 'startups', element: <TasksPage scope="STARTUPS" /> },
              ],
            },
            {
              // Spec 01 §6: /startups for staff or admin-type roles; management and programmes for startup managers.
              path: '/startups',
              element: (
                <RequireRole allowed={ROLE_GROUPS.internal}>
                  <Outlet />
                </RequireRole>
              ),
              children: [
                { index: true, element: <StartupsPortfolioPage /> },
                {
                  path: 'management',
                  element: (
                    <RequireRole allowed={STARTUP_MANAGER_ROLES}>
                      <StartupsManagementPage />
                    </RequireRole>
                  ),
                },
                {
                  path: 'programs',
                  element: (
                    <RequireRole allowed={STARTUP_MANAGER_ROLES}>
                      <ProgramsPage />
                    </RequireRole>
                  ),
                },
              ],
            },
            { path: '/events/:id/edit', element: <EventEditPage /> },
            { path: OUTBOX_PATH, element: <OutboxPage /> },
            {
              // Spec 01 §2.3 organisation settings, for the admin role group; general is the default page.
              path: SETTINGS_PATH,
              element: <SettingsLayout />,
              children: [
                { index: true, element: <Navigate to="general" replace /> },
                { path: 'general', element: <GeneralSettingsPage /> },
                { path: 'domain', element: <DomainSettingsPage /> },
                { path: 'branding', element: <BrandingSettingsPage /> },
                { path: 'metadata', element: <MetadataSettingsPage /> },
                { path: 'login', element: <LayoutSettingsPage page="login" /> },
                { path: 'apply', element: <LayoutSettingsPage page="apply" /> },
                { path: 'home', element: <LayoutSettingsPage page="home" /> },
                { path: 'navigation', element: <NavigationSettingsPage /> },
                { path: 'roles', element: <RolesSettingsPage /> },
                { path: 'permissions', element: <PermissionsSettingsPage /> },
                { path: 'users', element: <UsersSettingsPage /> },
                { path: 'plan', element: <PlanSettingsPage /> },
                { path: 'flags', element: <FlagsSettingsPage /> },
                { path: 'organisations', element: <OrganisationsSettingsPage /> },
                { path: 'industries', element: <IndustriesSettingsPage /> },
                {
                  path: 'logs',
                  element: (
                    <RequireFeature flag="activityFeed">
                      <ActivitySettingsPage />
                    </RequireFeature>
                  ),
                },
              ],
            },
          ],
        },
        {
          // The public welcome page, under the header of the organisation's home layout.
          element: <PublicLayout layoutPage="home" />,
          children: [{ path: '/welcome', element: <WelcomePage /> }],
        },
        {
          element: <PublicLayout />,
          children: [{ path: '*', element: <NotFoundPage /> }],
        },
      ],
    },
  ]);
}

export type AppRouter = ReturnType<typeof createAppRouter>;
