/** The staff's metric pages (spec 01 §2.3 "Metrics and collection"; /startups/metrics/* needs METRICS/EDIT:VIEW). */
export const METRICS_COLLECTION_PATH = '/startups/metrics/data-collection';
export const METRICS_DEFINITIONS_PATH = '/startups/metrics/definitions';
