export { incubatorEvents } from './event.table.ts';
