// What the shell uses of metrics (issue 17): the checker that prompts cofounders to report.
export { MetricsChecker } from './components/metrics-checker.tsx';
