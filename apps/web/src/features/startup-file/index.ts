// A startup's file, where other areas link a startup.
export { startupFilePath } from './utils/file-tabs.ts';
// The REST client with the bearer token for multipart uploads (the community profile's pictures use it too).
export { useAttachmentsApi } from './hooks/use-attachments-api.ts';
