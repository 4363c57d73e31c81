import { graphql, type ResultOf } from '../../../lib/graphql.ts';

/** What a post or a reply of the timeline shows (spec 02 §3 Timeline event); unmasked, read as it comes. */
export const TimelineEntryFragment = graphql(`
  fragment TimelineEntry on Event @_unmask {
    _id
    eventType
    message
    isPublic
    isPinned
    isUpdate
    parentId
    createdAt
    updatedAt
    createdBy {
      _id
      firstName
      lastName
      fullName
      avatar
      role {
        _id
        label
        type
      }
      startups {
        _id
        name
      }
    }
    attachments {
      _id
      name
      fileType
      size
      url
      pdfUrl
      userCanDownload
    }
    reactions {
      reaction
      count
      reactedByMe
    }
    canDelete
    canEdit
    canPin
  }
`);

/** A post with its replies. */
export const TimelinePostFragment = graphql(
  `
  fragment TimelinePost on Event @_unmask {
    ...TimelineEntry
    replies {
      ...TimelineEntry
    }
  }
`,
  [TimelineEntryFragment],
);

export type TimelineEntryData = ResultOf<typeof TimelineEntryFragment>;
export type TimelinePostData = ResultOf<typeof TimelinePostFragment>;
export type TimelineAttachmentData = TimelineEntryData['attachments'][number];
