// Coaching sessions (issue 16): the booking screen and a session's page, where other areas link them.
export { BOOK_SESSION_PATH, bookSessionPath, coachingSessionPath } from './utils/paths.ts';
