import { graphql, type ResultOf } from '../../../lib/graphql.ts';

/** A milestone of a startup, with whether the viewer may change it (STARTUP_MILESTONE:EDIT). */
export const StartupMilestoneFieldsFragment = graphql(`
  fragment StartupMilestoneFields on StartupMilestone {
    _id
    name
    description
    status
    dueDate
    templateId
    completedAt
    createdAt
    canEdit
  }
`);

export type StartupMilestoneData = ResultOf<typeof StartupMilestoneFieldsFragment>;
