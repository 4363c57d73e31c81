export { attachments } from './attachment.table.ts';
export {
  type AttachmentRow,
  type AttachmentView,
  attachmentRights,
  attachmentsFromJson,
  attachmentsJson,
  attachmentsOf,
  attachmentView,
  claimDrafts,
  deleteAttachmentsOf,
} from './attachment.service.ts';
export { sniffFileType } from './file-type.ts';
export { type StoredUpload, storeUpload } from './upload.ts';
