export { incubatorEvents } from './event.table.ts';
import './event.graphql.ts';
