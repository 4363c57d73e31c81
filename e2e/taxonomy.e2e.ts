import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, graphqlByApi, signInByApi } from './support/api.ts';
import { appUrl, type BrowserSession, launchBrowser } from './support/browser.ts';
import { signInThroughLogin } from './support/login.ts';

const ORG = 'demo';
const ADMIN = 'admin@demo.cohort.test';
const COFOUNDER = 'cofounder@demo.cohort.test';
const STAMP = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
const TAG = `Deep tech ${STAMP}`;
const RENAMED = `Deep tech labs ${STAMP}`;
const POLL = { timeout: 15_000 };

let session: BrowserSession;
let adminToken: string;

beforeAll(async () => {
  session = await launchBrowser();
  adminToken = await signInByApi(ADMIN, DEMO_PASSWORD, ORG);
});

/** Whatever this file made and did not delete through the page (a failed run) goes, so that the demo data stays. */
afterAll(async () => {
  if (adminToken) {
    const { tagsWithUsage } = await graphqlByApi<{ tagsWithUsage: { tag: { _id: string; name: string } }[] }>(
      '{ tagsWithUsage(kind: startup) { tag { _id name } } }',
      {},
      adminToken,
      ORG,
    ).catch(() => ({ tagsWithUsage: [] }));
    for (const { tag } of tagsWithUsage.filter((entry) => entry.tag.name.includes(STAMP))) {
      await graphqlByApi('mutation ($id: ID!) { deleteTag(id: $id) }', { id: tag._id }, adminToken, ORG).catch(
        () => undefined,
      );
    }
  }
  await session?.close();
});

async function textOf(locator: Locator): Promise<string> {
  return (await locator.textContent()) ?? '';
}

async function expectToast(page: Page, text: string): Promise<void> {
  await page.getByTestId('taxonomy-toast-success').filter({ hasText: text }).first().waitFor(POLL);
}

const rowOf = (page: Page, name: string) => page.locator(`[data-testid="tag-row"][data-tag-name="${name}"]`);
const listedNames = (page: Page) =>
  page.getByTestId('tag-row').evaluateAll((rows) => rows.map((row) => row.getAttribute('data-tag-name') ?? ''));

describe('taxonomy', () => {
  it('lets the admin add, rename, recolour and delete a startup tag, and lists the demo people tags', async () => {
    const page = await session.newPage();
    await signInThroughLogin(page, ADMIN, ORG);

    // /taxonomy and an unknown kind open the startup kind, with its description.
    await page.goto(appUrl('/taxonomy', ORG));
    await page.waitForURL((url) => url.pathname === '/taxonomy/tags/startup', POLL);
    await expect.poll(() => textOf(page.getByTestId('taxonomy-kind-title')), POLL).toBe('Startups');
    expect(await textOf(page.getByTestId('taxonomy-kind-description'))).toBe('Tags of startups');
    await expect.poll(() => page.title(), POLL).toMatch(/^Taxonomy - /);
    await page.goto(appUrl('/taxonomy/tags/nonsense', ORG));
    await page.waitForURL((url) => url.pathname === '/taxonomy/tags/startup', POLL);

    // The ten kinds, evaluation criteria and mentor expertise among them.
    const kinds = page.getByTestId('taxonomy-kinds');
    await kinds.waitFor();
    expect(await kinds.getByRole('link').count()).toBe(10);
    expect(await textOf(page.getByTestId('taxonomy-kind-topic'))).toContain('Evaluation criteria');
    expect(await textOf(page.getByTestId('taxonomy-kind-mentortag'))).toContain('Mentor expertise');
    expect(await page.getByTestId('taxonomy-kind-startup').getAttribute('aria-current')).toBe('page');

    // A new tag: the name is required; then a name and a colour from the swatches.
    await page.getByTestId('tag-create').click();
    const form = page.getByTestId('tag-form');
    await form.waitFor();
    expect(await textOf(page.getByRole('dialog'))).toContain('New tag: Startups');
    await page.getByTestId('tag-form-save').click();
    await expect.poll(() => textOf(form), POLL).toContain('Name is a required field');
    await page.getByTestId('tag-form-name').fill(TAG);
    await page.getByTestId('tag-form-colour').click();
    await page.getByRole('button', { name: '#2f9e44', exact: true }).click();
    await expect.poll(() => page.getByTestId('tag-form-colour').inputValue(), POLL).toBe('#2f9e44');
    await page.getByTestId('tag-form-save').click();
    await expectToast(page, `The tag ${TAG} was added.`);
    await form.waitFor({ state: 'detached' });
    const row = rowOf(page, TAG);
    await row.waitFor(POLL);
    expect(await textOf(row.getByTestId('tag-uses'))).toBe('Not used');
    expect(await row.getByTestId('tag-colour').getAttribute('data-colour')).toBe('#2f9e44');

    // Rename it and give it a typed colour.
    await row.getByTestId('tag-edit').click();
    await form.waitFor();
    expect(await page.getByTestId('tag-form-name').inputValue()).toBe(TAG);
    await page.getByTestId('tag-form-name').fill(RENAMED);
    await page.getByTestId('tag-form-colour').fill('#E8590C');
    await page.getByTestId('tag-form-name').click();
    await page.getByTestId('tag-form-save').click();
    await expectToast(page, `The tag ${RENAMED} was saved.`);
    await rowOf(page, RENAMED).waitFor(POLL);
    await expect
      .poll(() => rowOf(page, RENAMED).getByTestId('tag-colour').getAttribute('data-colour'), POLL)
      .toBe('#e8590c');
    expect(await rowOf(page, TAG).count()).toBe(0);

    // Another tag of the same name, whatever the case, is refused under the name field.
    await page.getByTestId('tag-create').click();
    await form.waitFor();
    await page.getByTestId('tag-form-name').fill(RENAMED.toUpperCase());
    await page.getByTestId('tag-form-save').click();
    await expect.poll(() => textOf(form), POLL).toContain('A tag with this name already exists');
    await page.getByTestId('tag-form-cancel').click();
    await form.waitFor({ state: 'detached' });
    expect((await listedNames(page)).filter((name) => name.includes(STAMP))).toEqual([RENAMED]);

    // Delete it behind a confirmation that says nobody loses it.
    await rowOf(page, RENAMED).getByTestId('tag-delete').click();
    const body = page.getByTestId('tag-delete-body');
    await body.waitFor();
    expect(await textOf(body)).toBe('Nobody has this tag. It will be deleted.');
    await page.getByTestId('tag-delete-confirm').click();
    await expectToast(page, `The tag ${RENAMED} was deleted.`);
    await rowOf(page, RENAMED).waitFor({ state: 'detached', ...POLL });

    // The people kind lists the demo tags with their colours and uses; a deletion says who would lose the tag.
    await page.getByTestId('taxonomy-kind-user').click();
    await page.waitForURL((url) => url.pathname === '/taxonomy/tags/user', POLL);
    await expect.poll(() => textOf(page.getByTestId('taxonomy-kind-description')), POLL).toBe('Tags of people');
    await expect
      .poll(
        async () => (await listedNames(page)).filter((name) => ['Alumni', 'Batch 2026', 'Fintech'].includes(name)),
        POLL,
      )
      .toEqual(['Alumni', 'Batch 2026', 'Fintech']);
    const batch = rowOf(page, 'Batch 2026');
    expect(await batch.getByTestId('tag-colour').getAttribute('data-colour')).toBe('#1c7ed6');
    expect(await textOf(batch.getByTestId('tag-uses'))).toBe('Used 2 times');
    expect(await textOf(rowOf(page, 'Alumni').getByTestId('tag-uses'))).toBe('Used once');
    await batch.getByTestId('tag-delete').click();
    await body.waitFor();
    expect(await textOf(body)).toBe('2 people or startups have this tag and will lose it.');
    await page.getByTestId('tag-delete-cancel').click();
    await body.waitFor({ state: 'detached' });
    expect(await batch.count()).toBe(1);

    // The settings' Taxonomy section leads here.
    await page.goto(appUrl('/admin/configuration/general', ORG));
    const link = page.getByTestId('settings-nav-tags');
    await link.waitFor(POLL);
    expect(await link.getAttribute('href')).toBe('/taxonomy/tags/startup');
    await page.close();
  });

  it('sends someone without TAGS_EDITOR:VIEW back to the home page', async () => {
    const page = await session.newPage();
    await signInThroughLogin(page, COFOUNDER, ORG);
    await page.goto(appUrl('/taxonomy/tags/user', ORG));
    await page.waitForURL((url) => url.pathname === '/', POLL);
    expect(await page.getByTestId('taxonomy-page').count()).toBe(0);
    await page.close();
  });
});
