import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, graphqlByApi, signInByApi } from './support/api.ts';
import { appUrl, type BrowserSession, launchBrowser } from './support/browser.ts';
import { signInThroughLogin } from './support/login.ts';

/** The platform organisation is the default one (demo, on the bare localhost). */
const SYSTEM = 'system@demo.cohort.test';
const SLUG = `ops-${Date.now().toString(36)}-${Math.floor(Math.random() * 1e4)}`;
const NAME = `Operators test ${SLUG}`;

let session: BrowserSession;

beforeAll(async () => {
  session = await launchBrowser();
});

afterAll(async () => {
  // Restore the organisation this file created when a step failed after suspending it.
  const token = await signInByApi(SYSTEM, DEMO_PASSWORD).catch(() => null);
  if (token) {
    const data = await graphqlByApi<{ organisations: { id: string; slug: string; suspended: boolean }[] }>(
      '{ organisations { id slug suspended } }',
      {},
      token,
    ).catch(() => null);
    const created = data?.organisations.find((organisation) => organisation.slug === SLUG);
    if (created?.suspended) {
      await graphqlByApi(
        'mutation ($id: ID!) { setOrganisationSuspended(incubatorId: $id, suspended: false) { id } }',
        { id: created.id },
        token,
      ).catch(() => undefined);
    }
  }
  await session?.close();
});

describe('platform operators', () => {
  it('create an organisation, suspend it and restore it', async () => {
    const page = await session.newPage();
    await signInThroughLogin(page, SYSTEM);

    await page.goto(appUrl('/admin/configuration'));
    await page.getByTestId('settings-nav-organisations').click();
    await page.getByTestId('organisations-page').waitFor();
    await page.getByTestId('organisations-table').waitFor();

    await page.getByTestId('organisation-create').click();
    const modal = page.getByTestId('organisation-create-modal');
    // A modal's root is a zero-size wrapper around fixed layers: wait for a field inside it.
    await modal.getByTestId('organisation-slug').waitFor();
    await page.getByTestId('organisation-slug').fill(SLUG);
    await page.getByTestId('organisation-name').fill(NAME);
    await page.getByTestId('organisation-admin-email').fill(`admin@${SLUG}.cohort.test`);
    await page.getByTestId('organisation-admin-first-name').fill('Ada');
    await page.getByTestId('organisation-admin-last-name').fill('Admin');
    await page.getByTestId('organisation-create-submit').click();
    await modal.waitFor({ state: 'detached' });

    const row = page.locator(`[data-testid="organisation-row"][data-slug="${SLUG}"]`);
    await row.waitFor();
    expect(await row.getAttribute('data-suspended')).toBe('false');
    expect(await row.textContent()).toContain(NAME);
    // The new organisation answers on its own address.
    const open = await graphqlByApi<{ publicIncubator: { name: string } }>(
      '{ publicIncubator { name } }',
      {},
      null,
      SLUG,
    );
    expect(open.publicIncubator.name).toBe(NAME);

    // A slug already taken is refused under its field.
    await page.getByTestId('organisation-create').click();
    await modal.getByTestId('organisation-slug').waitFor();
    await page.getByTestId('organisation-slug').fill(SLUG);
    await page.getByTestId('organisation-name').fill(NAME);
    await page.getByTestId('organisation-admin-email').fill(`other@${SLUG}.cohort.test`);
    await page.getByTestId('organisation-create-submit').click();
    await expect.poll(() => modal.textContent()).toContain('This address is already taken');
    await modal.getByRole('button', { name: 'Cancel' }).click();
    await modal.waitFor({ state: 'detached' });

    await row.getByTestId('organisation-suspend').click();
    await page.getByTestId('organisation-suspend-confirm').click();
    await page.getByTestId('organisation-suspend-modal').waitFor({ state: 'detached' });
    await expect.poll(() => row.getAttribute('data-suspended')).toBe('true');
    await expect(graphqlByApi('{ publicIncubator { name } }', {}, null, SLUG)).rejects.toThrow();

    await row.getByTestId('organisation-suspend').click();
    await page.getByTestId('organisation-suspend-confirm').click();
    await page.getByTestId('organisation-suspend-modal').waitFor({ state: 'detached' });
    await expect.poll(() => row.getAttribute('data-suspended')).toBe('false');
    const restored = await graphqlByApi<{ publicIncubator: { name: string } }>(
      '{ publicIncubator { name } }',
      {},
      null,
      SLUG,
    );
    expect(restored.publicIncubator.name).toBe(NAME);

    // The plan modal saves a licence limit and features.
    await row.getByTestId('organisation-plan').click();
    const plan = page.getByTestId('plan-modal');
    await plan.getByTestId('plan-limit').waitFor();
    await page.getByTestId('plan-limit').fill('25');
    await plan.locator('[data-testid="plan-feature"][data-feature="CUSTOM_ROLES"]').check();
    await page.getByTestId('plan-submit').click();
    await plan.waitFor({ state: 'detached' });
    await page.getByTestId('settings-saved-toast').first().waitFor();
  });

  it('keeps the page to the operators of the platform', async () => {
    const page = await session.newPage();
    await signInThroughLogin(page, 'system@acme.cohort.test', 'acme');
    await page.goto(appUrl('/admin/configuration/organisations', 'acme'));
    await page.getByTestId('organisations-forbidden').waitFor();
    expect(await page.getByTestId('organisations-forbidden').textContent()).toBe(
      'Only the operators of the platform manage organisations.',
    );
  });
});
