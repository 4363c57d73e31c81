// What the shell uses of metrics (issue 17): the checker that prompts cofounders to report.
export { MetricsChecker } from './components/metrics-checker.tsx';
// What the startup file's timeline uses: the values a metrics report post carries.
export { MetricSubmissionDetails } from './components/metric-submission-details.tsx';
