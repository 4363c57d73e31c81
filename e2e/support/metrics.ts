import type { Page } from 'playwright-core';
import { DEMO_PASSWORD, graphqlByApi, signInByApi } from './api.ts';

// What the metrics journeys (metrics.e2e.ts, metrics-staff.e2e.ts) share: the flag they need, their clean-up, and
// picking an option of a Mantine select.

/** The demo organisation's system account: it alone turns feature flags on and off. */
const SYSTEM = 'system@demo.cohort.test';

/**
 * Turns the flag bulkDataAssignation on (collecting from a programme needs it) and gives what puts it back as it was.
 */
export async function turnOnBulkDataAssignation(organisation: string): Promise<() => Promise<void>> {
  const systemToken = await signInByApi(SYSTEM, DEMO_PASSWORD, organisation);
  const setBulk = (enabled: boolean) =>
    graphqlByApi(
      'mutation ($e: Boolean!) { setFeatureFlag(name: bulkDataAssignation, enabled: $e) { enabled } }',
      { e: enabled },
      systemToken,
      organisation,
    );
  const bulkWasOn = (
    await graphqlByApi<{ featureFlag: { enabled: boolean } }>(
      '{ featureFlag(name: "bulkDataAssignation") { enabled } }',
      {},
      systemToken,
      organisation,
    )
  ).featureFlag.enabled;
  await setBulk(true);
  return async () => {
    if (!bulkWasOn) await setBulk(false);
  };
}

/** Stops every collection of the metric named `name` and archives it (nothing when it was never made). */
export async function archiveMetricNamed(adminToken: string, organisation: string, name: string): Promise<void> {
  const asAdmin = <T>(query: string, variables: Record<string, unknown> = {}) =>
    graphqlByApi<T>(query, variables, adminToken, organisation);
  const state = await asAdmin<{
    metrics: { id: string; name: { value: string }[] }[];
    metricAssignments: { id: string; metricId: string }[];
  }>('{ metrics { id name { value } } metricAssignments { id metricId } }').catch(() => null);
  const created = state?.metrics.find((metric) => metric.name.some((value) => value.value === name));
  if (!created) return;
  for (const assignment of state?.metricAssignments.filter((a) => a.metricId === created.id) ?? []) {
    await asAdmin('mutation ($id: ID!) { unassignMetric(assignmentId: $id) }', { id: assignment.id });
  }
  await asAdmin('mutation ($id: ID!) { archiveMetric(id: $id, archived: true) { id } }', { id: created.id });
}

/** Picks an option of the Mantine select or multi-select `testId`, typing to find it first when it is searchable. */
export async function choose(page: Page, testId: string, option: string, search: string | null = option) {
  const input = page.getByTestId(testId);
  await input.click();
  if (search !== null) await input.fill(search);
  await page.getByRole('option', { name: option, exact: true }).click();
}
