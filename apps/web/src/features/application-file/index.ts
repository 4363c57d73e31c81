// Where other areas link an application (the overview, the startup file's applications tab, notifications).
export { applicationPath } from './utils/application-paths.ts';
