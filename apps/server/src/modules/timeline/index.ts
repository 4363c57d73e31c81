export { timelinePosts, timelineReactions } from './timeline.table.ts';
// The stored form of a rich-text message and its plain preview (the application file's comments use them too).
export { messagePreview, sanitizeMessage } from './sanitize.ts';
