/** The staff hours report (issue 16): under /coaching, the organisation's coaching area (docs/decisions.md). */
export const HOURS_REPORT_PATH = '/coaching/hours';
