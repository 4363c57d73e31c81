import { graphql, type ResultOf } from '../../../lib/graphql.ts';

/** Every feature flag of the organisation (FEATURE_FLAGS of @cohort/shared), each with its on/off state. */
export const FeatureFlagsQuery = graphql(`
  query FeatureFlags {
    incubator {
      id
      featureFlags {
        qUserAddRow {
          name
          enabled
        }
        qNumericalChoice {
          name
          enabled
        }
        milestones {
          name
          enabled
        }
        dataCollection {
          name
          enabled
        }
        createMetrics {
          name
          enabled
        }
        bulkDataAssignation {
          name
          enabled
        }
        startupFilter {
          name
          enabled
        }
        customFieldsEdit {
          name
          enabled
        }
        reminderEmails {
          name
          enabled
        }
        emailTemplates {
          name
          enabled
        }
        oneOnOneEvents {
          name
          enabled
        }
        emailEvents {
          name
          enabled
        }
        resourceVisibility {
          name
          enabled
        }
        activityFeed {
          name
          enabled
        }
        editIndustries {
          name
          enabled
        }
        editEvaluationCriteria {
          name
          enabled
        }
        liveChat {
          name
          enabled
        }
        feedbackForms {
          name
          enabled
        }
        isIncubator {
          name
          enabled
        }
        coreMetrics {
          name
          enabled
        }
        hoursAllocation {
          name
          enabled
        }
        assessment {
          name
          enabled
        }
        lockedSkills {
          name
          enabled
        }
        course {
          name
          enabled
        }
        questionVisibility {
          name
          enabled
        }
        evaluationVisibility {
          name
          enabled
        }
        zapierIntegration {
          name
          enabled
        }
        savedViewsApplications {
          name
          enabled
        }
        savedViewsUsers {
          name
          enabled
        }
        savedViewsStartups {
          name
          enabled
        }
        auth0 {
          name
          enabled
        }
        groupChat {
          name
          enabled
        }
        startupTaxonomyEditable {
          name
          enabled
        }
        applicationsDashboard {
          name
          enabled
        }
        microsoftIntegration {
          name
          enabled
        }
        anonymityApplications {
          name
          enabled
        }
        zoomIntegration {
          name
          enabled
        }
        teamsIntegration {
          name
          enabled
        }
        broadSearch {
          name
          enabled
        }
        newsFeed {
          name
          enabled
        }
        programPage {
          name
          enabled
        }
        engagementAnalytics {
          name
          enabled
        }
        hidePoweredBy {
          name
          enabled
        }
        customFieldsAnalytics {
          name
          enabled
        }
        aiTranslation {
          name
          enabled
        }
        designEditor {
          name
          enabled
        }
        designEditorPlus {
          name
          enabled
        }
        evaluationSubmissionSettings {
          name
          enabled
        }
        emailIntegration {
          name
          enabled
        }
        dashboardAnalytics {
          name
          enabled
        }
        publicApi {
          name
          enabled
        }
        customDomainsManagement {
          name
          enabled
        }
        hideAATermsServices {
          name
          enabled
        }
      }
    }
  }
`);

export type FeatureFlags = ResultOf<typeof FeatureFlagsQuery>['incubator']['featureFlags'];
