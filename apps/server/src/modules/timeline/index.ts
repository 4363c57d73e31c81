export { timelinePosts, timelineReactions } from './timeline.table.ts';
import './timeline.graphql.ts';
import './person-timeline.graphql.ts';
