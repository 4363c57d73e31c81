// The pages, loaded on demand (the router imports lazy-pages.ts itself, not this index).
export * from './lazy-pages.ts';
export { startupFilePath } from './utils/file-tabs.ts';
// The REST client with the bearer token for multipart uploads (the community profile's pictures use it too).
export { useAttachmentsApi } from './hooks/use-attachments-api.ts';
