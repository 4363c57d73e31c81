// The pages, loaded on demand (the router imports lazy-pages.ts itself, not this index).
export * from './lazy-pages.ts';
export { useStartupLabels, useStartupRelabel } from './hooks/use-startup-labels.ts';
