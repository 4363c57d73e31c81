import { Suspense, useMemo } from 'react';
import { Navigate, Outlet, type RouteObject, useLocation, useRoutes } from 'react-router';
import { DeleteAccountPage, IntegrationsPage, PreferencesPage, SecurityPage } from '../features/account/lazy-pages.ts';
import { AvailabilityPage, CoachingPreferencesPage } from '../features/availability/lazy-pages.ts';
import {
  HOURS_REPORT_PATH,
  HoursReportPage,
  MentorMatchingSettingsPage,
} from '../features/coaching-admin/lazy-pages.ts';
import { CalendarPage } from '../features/calendar/lazy-pages.ts';
import { CancelMeetingPage, InvitationExpiredPage } from '../features/coaching-invitation/lazy-pages.ts';
import { BookSessionPage, CoachingSessionPage } from '../features/coaching/lazy-pages.ts';
import { EXPORTS_PATH, ExportsPage } from '../features/exports/lazy-pages.ts';
import { OUTBOX_PATH, OutboxPage } from '../features/emails/lazy-pages.ts';
import { HomePage } from '../features/home/lazy-pages.ts';
import { TasksPage } from '../features/tasks/lazy-pages.ts';
import { IncubatorPlansPage } from '../features/milestones/lazy-pages.ts';
import {
  DataCollectionPage,
  METRICS_COLLECTION_PATH,
  MetricDefinitionsPage,
  MetricSettingsPage,
} from '../features/metrics/lazy-pages.ts';
import { FieldsAnalyticsPage, FieldsPage } from '../features/fields/lazy-pages.ts';
import { ShareFormPage, SurveyPage } from '../features/forms/lazy-pages.ts';
import {
  ApplicationFillPage,
  ApplyLayout,
  ApplySignUpPage,
  ExplorePage,
  LeadTransferPage,
  MyApplicationsPage,
  ProgramPage as CallPage,
} from '../features/apply/lazy-pages.ts';
import { ProfileBuilderPage, ProfileFormPage } from '../features/profile-forms/lazy-pages.ts';
import { FORMS_PATH, FormBuilderPage, FormComparePage, FormsPage } from '../features/forms/lazy-pages.ts';
import { EventEditPage } from '../features/events/lazy-pages.ts';
import { FormAnswersPage, FormPrintPage } from '../features/forms/lazy-pages.ts';
import { FUNNELS_PATH, FunnelBuilderPage, FunnelsPage } from '../features/funnels/lazy-pages.ts';
import {
  CommunitySearchPage,
  communitySearchPath,
  MyProfileRedirect,
  ProfilePage,
} from '../features/community/lazy-pages.ts';
import { ROLE_GROUPS, STARTUP_MANAGER_ROLES, TASK_ROLES } from '@cohort/shared';
import {
  MentorsPage,
  PeopleProgramsPage,
  ProgramPage,
  ProgramsPage,
  StartupAssignationsPage,
  StartupsManagementPage,
  StartupsPortfolioPage,
} from '../features/startups/lazy-pages.ts';
import {
  ApplicationActivitiesPage,
  ApplicationFileLayout,
  ApplicationFormPage,
  ApplicationMeetingPage,
  StartupApplicationsPage,
} from '../features/application-file/lazy-pages.ts';
import {
  MyStartupFilePage,
  StartupActivitiesPage,
  StartupAssessmentPage,
  StartupCompanyPage,
  StartupDocumentsPage,
  StartupEngagementPage,
  StartupFileLayout,
  StartupMilestonesPage,
  StartupPrintPage,
  StartupProfileFieldsPage,
  StartupTasksPage,
} from '../features/startup-file/lazy-pages.ts';
import {
  AcceptInvitationPage,
  AuthLayout,
  ConfirmEmailPage,
  ConfirmIncubatorEmailPage,
  ForgotPasswordPage,
  LoginPage,
  ResetPasswordPage,
  SsoCallbackPage,
  SsoStartPage,
} from '../features/identity/lazy-pages.ts';
import { RequireAuth } from '../features/identity/index.ts';
import { INCUBATOR_NOT_FOUND_PATH, OrganisationGate } from '../features/organisation/index.ts';
import {
  ErrorPage,
  IncubatorNotFoundPage,
  NotFoundPage,
  PublicLayout,
  WelcomePage,
} from '../features/public/lazy-pages.ts';
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
} from '../features/settings/lazy-pages.ts';
import { TaxonomyTagsPage, tagsPath } from '../features/taxonomy/lazy-pages.ts';
import {
  APPLICATION_PRINT_PATH,
  APPLICATIONS_DASHBOARD_PATH,
  ApplicationPrintPage,
  ApplicationsAnalyticsPage,
} from '../features/applications-analytics/lazy-pages.ts';
import { APPLICATIONS_OVERVIEW_PATH, ApplicationsOverviewPage } from '../features/applications-overview/lazy-pages.ts';
import {
  EvaluationAssignationPage,
  EvaluationReviewPage,
  MY_EVALUATIONS_PATH,
  MyEvaluationsPage,
} from '../features/evaluations/lazy-pages.ts';
import { PortfolioAnalyticsPage, StartupAnalyticsPage } from '../features/metrics/lazy-pages.ts';
import { PEOPLE_ANALYTICS_PATH, PeopleAnalyticsPage } from '../features/people-analytics/lazy-pages.ts';
import { ShellLayout } from '../shell/lazy.ts';
import { RequireAnyPermission, RequireFeature, RequirePermission, RequireRole } from '../features/access/index.ts';
import { FullScreenLoader } from '../ui/full-screen-loader.tsx';

/** A moved page's old address leads to the new one with its query string (filters in links people kept). */
function MovedTo({ path }: { path: string }) {
  const { search } = useLocation();
  return <Navigate to={`${path}${search}`} replace />;
}

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

/**
 * The routes of spec 01 §2 built so far; every page is loaded lazily. React Router runs in its declarative mode (no
 * loaders or actions here, and 18 KB gzipped less than the data router, issue 11): app.tsx renders these under a
 * history router and the route error boundary, and lib/app-history.ts blocks navigations where a page asks.
 */
function appRoutes(): RouteObject[] {
  return [
    {
      element: <RootLayout />,
      children: [
        { path: INCUBATOR_NOT_FOUND_PATH, element: <IncubatorNotFoundPage /> },
        {
          // Spec 02 §2: the print view of a startup, without the shell (the server renders it for the PDF export).
          path: '/export/print/startup/:id',
          element: (
            <RequireAuth>
              <StartupPrintPage />
            </RequireAuth>
          ),
        },
        {
          // Spec 02 §2: the print view of a form (uuid = its share id), blank or with `?response=`, without the shell.
          path: '/export/print/form/:uuid',
          element: (
            <RequireAuth>
              <FormPrintPage />
            </RequireAuth>
          ),
        },
        {
          // Issue 14: the print view of an application, without the shell (the server renders it for the PDFs).
          path: APPLICATION_PRINT_PATH,
          element: (
            <RequireAuth>
              <ApplicationPrintPage />
            </RequireAuth>
          ),
        },
        { path: '/error', element: <ErrorPage /> },
        // Spec 02 §2: a form shared with anyone who has the link, filled without an account.
        { path: '/share/forms/:uuid', element: <ShareFormPage /> },
        {
          // Spec 01 §2.1 (issue 14): applying, in the organisation's apply layout. The intake is the round `intake`
          // of /application/:applicationId/forms/:round/fill; filling needs a sign-in (the spec lists it public).
          element: <ApplyLayout />,
          children: [
            { path: '/apply/explore', element: <ExplorePage /> },
            { path: '/apply/program/:slug', element: <CallPage /> },
            { path: '/application/new', element: <ApplySignUpPage /> },
            { path: '/leads/transfer/:id', element: <LeadTransferPage /> },
            {
              path: '/application/:applicationId/forms/:round/fill',
              element: (
                <RequireAuth>
                  <ApplicationFillPage />
                </RequireAuth>
              ),
            },
          ],
        },
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
            // Spec 01 §2.1/§2.2: a coaching session's cancel link, signed in or not.
            { path: '/coaching/invitation/:id/cancel-meeting', element: <CancelMeetingPage /> },
            { path: '/coaching/invitation/expired', element: <InvitationExpiredPage /> },
          ],
        },
        {
          // Spec 01 §2.2: the signed-in shell; signed-out visitors are sent to /login.
          element: <SignedInArea />,
          children: [
            { index: true, element: <HomePage /> },
            // Spec 01 §2.3 "My applications" (the startup side; others go to the overview); §2.4 mobile entry.
            { path: '/applications', element: <MyApplicationsPage /> },
            { path: '/applications-manager', element: <Navigate to="/applications" replace /> },
            { path: '/account/settings', element: <PreferencesPage /> },
            { path: '/account/settings/security', element: <SecurityPage /> },
            // Spec 01 §2.2: the viewer's calendar; /calendar/sync (an older address) leads to it.
            { path: '/calendar', element: <CalendarPage /> },
            { path: '/calendar/sync', element: <Navigate to="/calendar" replace /> },
            // Spec 01 §2.2: a host's availability (?userId= for someone else's, AVAILABILITY:EDIT).
            { path: '/availability', element: <AvailabilityPage /> },
            { path: '/availability/weekly', element: <AvailabilityPage /> },
            // Issue 16: a startup's person books a session with a mentor (the server decides who may book whom).
            { path: '/coaching/book', element: <BookSessionPage /> },
            // Spec 01 §2.2: a coaching session (the server says not found to whoever may not see it).
            { path: '/coaching/session/:coachingId', element: <CoachingSessionPage /> },
            { path: '/account/settings/coaching', element: <CoachingPreferencesPage /> },
            // Issue 16: the programme team's coaching hours report (the server refuses the others).
            { path: HOURS_REPORT_PATH, element: <HoursReportPage /> },
            { path: '/account/settings/delete', element: <DeleteAccountPage /> },
            // Spec 01 §2.3: the person's own calendar, linked for two-way sync.
            { path: '/account/settings/integrations', element: <IntegrationsPage /> },
            { path: EXPORTS_PATH, element: <ExportsPage /> },
            // Spec 01 §2: a programme's page; the server says what the viewer may see of it.
            { path: '/home/programs/:id', element: <ProgramPage /> },
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
                  // Issue 17: a metric across the portfolio (METRICS/EDIT:VIEW; the server decides whose data).
                  path: 'analytics',
                  element: (
                    <RequireRole allowed={STARTUP_MANAGER_ROLES}>
                      <RequirePermission permission="METRICS/EDIT:VIEW">
                        <PortfolioAnalyticsPage />
                      </RequirePermission>
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
                {
                  path: 'programs/incubator-plans',
                  element: (
                    <RequireRole allowed={STARTUP_MANAGER_ROLES}>
                      <IncubatorPlansPage />
                    </RequireRole>
                  ),
                },
                {
                  path: 'programs/startup-assignations',
                  element: (
                    <RequireRole allowed={STARTUP_MANAGER_ROLES}>
                      <RequirePermission permission="STARTUP/ASSIGNATION_MEMBERS:EDIT">
                        <StartupAssignationsPage />
                      </RequirePermission>
                    </RequireRole>
                  ),
                },
                {
                  // Issue 15 "Evaluation params": a round's settings, pool, assignment and results; the server says
                  // which rounds the viewer reaches and what they may change there.
                  path: 'programs/evaluation-assignation',
                  element: (
                    <RequireRole allowed={STARTUP_MANAGER_ROLES}>
                      <RequirePermission permission="EVALUATION_PARAMETER_EDITOR:VIEW">
                        <EvaluationAssignationPage />
                      </RequirePermission>
                    </RequireRole>
                  ),
                },
                {
                  // Spec 01 §2.3: the startup profile forms, visible and hidden fields (PROFILE_FIELDS:EDIT).
                  path: 'profile',
                  element: (
                    <RequirePermission permission="PROFILE_FIELDS:EDIT">
                      <ProfileFormPage kind="startup_profile" />
                    </RequirePermission>
                  ),
                },
                {
                  path: 'profile-private',
                  element: (
                    <RequirePermission permission="PROFILE_FIELDS:EDIT">
                      <ProfileFormPage kind="startup_profile_private" />
                    </RequirePermission>
                  ),
                },
                {
                  path: 'mentors',
                  element: (
                    <RequireRole allowed={STARTUP_MANAGER_ROLES}>
                      <RequirePermission permission="STARTUP/ASSIGNATION_MEMBERS:EDIT">
                        <MentorsPage />
                      </RequirePermission>
                    </RequireRole>
                  ),
                },
                {
                  // Issue 17, the staff side of metrics (spec 01 §6: /startups/metrics/* needs METRICS/EDIT:VIEW): the
                  // data collection ("Metrics and collection") and the metric definitions.
                  path: 'metrics',
                  element: (
                    <RequirePermission permission="METRICS/EDIT:VIEW">
                      <RequireFeature flag="dataCollection">
                        <Outlet />
                      </RequireFeature>
                    </RequirePermission>
                  ),
                  children: [
                    { index: true, element: <Navigate to={METRICS_COLLECTION_PATH} replace /> },
                    { path: 'data-collection', element: <DataCollectionPage /> },
                    { path: 'definitions', element: <MetricDefinitionsPage /> },
                  ],
                },
              ],
            },
            {
              // Issue 15: the evaluator's queue and a review (internal roles; the server gives each their own only).
              path: MY_EVALUATIONS_PATH,
              element: (
                <RequireRole allowed={ROLE_GROUPS.internal}>
                  <Outlet />
                </RequireRole>
              ),
              children: [
                { index: true, element: <MyEvaluationsPage /> },
                { path: ':id', element: <EvaluationReviewPage /> },
              ],
            },
            // Spec 02 §2 startup file: anyone the server lets open it (NotFound otherwise); /startup/file is one's own.
            { path: '/startup', element: <MyStartupFilePage /> },
            { path: '/startup/file', element: <MyStartupFilePage /> },
            {
              path: '/startup/:id/file',
              element: <StartupFileLayout />,
              children: [
                { index: true, element: <Navigate to="activities" replace /> },
                { path: 'activities', element: <StartupActivitiesPage /> },
                { path: 'tasks', element: <StartupTasksPage /> },
                { path: 'milestones', element: <StartupMilestonesPage /> },
                { path: 'documents', element: <StartupDocumentsPage /> },
                // Issue 15 point 6 (flag assessment): the evaluations of the startup's applications, for programme
                // staff who may read the rounds (the page says when the flag is off; the server decides the rest).
                { path: 'assessment', element: <StartupAssessmentPage /> },
                { path: 'company', element: <StartupCompanyPage /> },
                // Issue 14: the applications linked to the startup (the server says who may list them).
                { path: 'applications', element: <StartupApplicationsPage /> },
                // Issue 17: the startup's metrics over time (staff and its founders, as the server allows).
                { path: 'analytics', element: <StartupAnalyticsPage /> },
                { path: 'engagement-analytics', element: <StartupEngagementPage /> },
                { path: 'custom-fields', element: <StartupProfileFieldsPage hidden={false} /> },
                { path: 'hidden-fields', element: <StartupProfileFieldsPage hidden /> },
              ],
            },
            {
              // Spec 01 §2.2: an application's file; /application/:id shows its activities. The server decides who
              // opens it (its people and staff within reach; "not found" otherwise).
              path: '/application/:id',
              element: <ApplicationFileLayout />,
              children: [
                { index: true, element: <Navigate to="activities" replace /> },
                { path: 'activities', element: <ApplicationActivitiesPage /> },
                { path: 'form', element: <ApplicationFormPage /> },
                { path: 'meeting', element: <ApplicationMeetingPage /> },
              ],
            },
            {
              // Spec 01 §2.2: the staff overview of applications; the server says who may see it and what.
              path: APPLICATIONS_OVERVIEW_PATH,
              element: (
                <RequireRole forbidden={ROLE_GROUPS.startupSide}>
                  <ApplicationsOverviewPage />
                </RequireRole>
              ),
            },
            { path: '/application/overview', element: <MovedTo path={APPLICATIONS_OVERVIEW_PATH} /> },
            { path: '/events/:id/edit', element: <EventEditPage /> },
            // Issue 13 (not in the spec): a form's answers, for whoever may edit it (the server says not found otherwise).
            { path: '/forms/management/:id/answers', element: <FormAnswersPage /> },
            // Spec 01 §2.3 community: the directory (people or startups in `?kind=`) and people's profiles.
            { path: '/community', element: <Navigate to={communitySearchPath('people')} replace /> },
            { path: '/community/search', element: <CommunitySearchPage /> },
            { path: '/community/search/people', element: <Navigate to={communitySearchPath('people')} replace /> },
            { path: '/community/search/startups', element: <Navigate to={communitySearchPath('startups')} replace /> },
            {
              // Spec 01 §2.3: the user profile forms, visible and hidden fields (PROFILE_FIELDS:EDIT).
              path: '/community/people/profile',
              element: (
                <RequirePermission permission="PROFILE_FIELDS:EDIT">
                  <ProfileFormPage kind="user_profile" />
                </RequirePermission>
              ),
            },
            {
              // Spec 01 §2.3 User programme assignation (issue 14 point 9): people in programmes of people.
              path: '/community/people/assignation',
              element: (
                <RequireRole allowed={STARTUP_MANAGER_ROLES}>
                  <PeopleProgramsPage />
                </RequireRole>
              ),
            },
            {
              // Spec 01 §2.3 user analytics (issue 17 point 8): staff who manage users (USER:EDIT; the server decides).
              path: PEOPLE_ANALYTICS_PATH,
              element: (
                <RequireRole allowed={STARTUP_MANAGER_ROLES}>
                  <RequirePermission permission="USER:EDIT">
                    <PeopleAnalyticsPage />
                  </RequirePermission>
                </RequireRole>
              ),
            },
            {
              path: '/community/people/profile-private',
              element: (
                <RequirePermission permission="PROFILE_FIELDS:EDIT">
                  <ProfileFormPage kind="user_profile_private" />
                </RequirePermission>
              ),
            },
            {
              // Spec 01 §6: surveys, behind the flag feedbackForms; a form shared with the organisation's members.
              path: '/survey/:id',
              element: (
                <RequireFeature flag="feedbackForms">
                  <SurveyPage />
                </RequireFeature>
              ),
            },
            {
              // Spec 02 §2: custom fields and their analytics (flag customFieldsAnalytics).
              path: '/fields/customs',
              element: (
                <RequirePermission permission="PROFILE_FIELDS:EDIT">
                  <FieldsPage />
                </RequirePermission>
              ),
            },
            {
              // Spec 01 §2.3: the applications dashboard (APPLICATION_DASHBOARD, flag applicationsDashboard).
              path: APPLICATIONS_DASHBOARD_PATH,
              element: (
                <RequireFeature flag="applicationsDashboard">
                  <RequirePermission permission="APPLICATION_DASHBOARD">
                    <ApplicationsAnalyticsPage />
                  </RequirePermission>
                </RequireFeature>
              ),
            },
            {
              path: '/fields/customs/analytics',
              element: (
                <RequireFeature flag="customFieldsAnalytics">
                  <RequirePermission permission="CUSTOM_FIELD_ANALYTICS:ACCESS">
                    <FieldsAnalyticsPage />
                  </RequirePermission>
                </RequireFeature>
              ),
            },
            {
              // Spec 01 §2.5: the full-screen builder of a profile form (the top bar is hidden there).
              path: '/profiles/:id/builder/*',
              element: (
                <RequirePermission permission="PROFILE_FIELDS:EDIT">
                  <ProfileBuilderPage />
                </RequirePermission>
              ),
            },
            {
              // Spec 02 §2 forms: the list, creation, the full-screen builder and the comparison of two versions.
              path: FORMS_PATH,
              element: (
                <RequireAnyPermission permissions={['FORM:CREATE', 'FORM:EDIT']}>
                  <Outlet />
                </RequireAnyPermission>
              ),
              children: [
                { index: true, element: <FormsPage /> },
                { path: 'new', element: <FormsPage creating /> },
                { path: ':id/edit', element: <FormBuilderPage /> },
                { path: 'form/:baseId/compare/:compareId', element: <FormComparePage /> },
              ],
            },
            // Spec 01 §2.3, §2.5: funnels management and the full-screen funnel builder; the server decides who
            // reaches them (FUNNELS:VIEW:LIST, FUNNEL:CREATE, a funnel's admins).
            { path: FUNNELS_PATH, element: <FunnelsPage /> },
            { path: '/applications/funnels/:id/builder', element: <FunnelBuilderPage /> },
            { path: '/profile', element: <MyProfileRedirect /> },
            { path: '/profile/:id', element: <ProfilePage /> },
            { path: '/profile/:id/edit', element: <ProfilePage editing /> },
            { path: '/profile/:id/timeline', element: <ProfilePage tab="timeline" /> },
            { path: '/profile/:id/show', element: <ProfilePage /> },
            { path: OUTBOX_PATH, element: <OutboxPage /> },
            {
              // Spec 02 §2 taxonomy: /taxonomy/tags/{kind} for TAGS_EDITOR:VIEW; /taxonomy and /taxonomy/tags open startups.
              path: '/taxonomy',
              element: (
                <RequirePermission permission="TAGS_EDITOR:VIEW">
                  <Outlet />
                </RequirePermission>
              ),
              children: [
                { index: true, element: <Navigate to={tagsPath()} replace /> },
                { path: 'tags', element: <Navigate to={tagsPath()} replace /> },
                { path: 'tags/:kind', element: <TaxonomyTagsPage /> },
              ],
            },
            {
              // Spec 01 §2.3 organisation settings, for the admin role group; general is the default page.
              path: SETTINGS_PATH,
              element: <SettingsLayout />,
              children: [
                { index: true, element: <Navigate to="general" replace /> },
                { path: 'general', element: <GeneralSettingsPage /> },
                { path: 'domain', element: <DomainSettingsPage /> },
                { path: 'mentormatching', element: <MentorMatchingSettingsPage /> },
                {
                  path: 'metrics',
                  element: (
                    <RequireFeature flag="dataCollection">
                      <MetricSettingsPage />
                    </RequireFeature>
                  ),
                },
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
  ];
}

/** The page of the current address. */
export function AppRoutes() {
  const routes = useMemo(appRoutes, []);
  return useRoutes(routes);
}
