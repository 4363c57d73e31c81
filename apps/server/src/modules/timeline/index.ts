export { timelinePosts, timelineReactions } from './timeline.table.ts';
