export { timelinePosts, timelineReactions } from './timeline.table.ts';
import './timeline.graphql.ts';
