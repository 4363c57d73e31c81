import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, graphqlByApi, signInByApi } from './support/api.ts';
import { appUrl, type BrowserSession, launchBrowser } from './support/browser.ts';
import { signInThroughLogin } from './support/login.ts';
import { ONE_PIXEL_PNG } from './support/files.ts';
import { moveUpWithKeyboard } from './support/dnd.ts';

const ORG = 'demo';
const ADMIN = 'admin@demo.cohort.test';
const STAMP = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
const NAME = `Spring call ${STAMP}`;
const DEEPER = `Deeper questions ${STAMP}`;
const POLL = { timeout: 15_000 };
/** Client-side navigations: the address changes without a new document. */
const NAVIGATION = { timeout: 15_000, waitUntil: 'commit' } as const;

let session: BrowserSession;
let token: string;
let intakeTitle: string;
let deeperFormId: string | null = null;

const api = <T>(query: string, variables: Record<string, unknown> = {}) =>
  graphqlByApi<T>(query, variables, token, ORG);

interface ApiFunnel {
  _id: string;
  name: string;
  slug: string;
  state: string;
  intakeForm: { title: string } | null;
  rounds: { kind: string; name: string }[];
}
const FUNNEL = '_id name slug state intakeForm { title } rounds { kind name }';

async function funnelsWithStamp(): Promise<ApiFunnel[]> {
  const { funnels } = await api<{ funnels: ApiFunnel[] }>(
    `query ($search: String) { funnels(filter: { search: $search }) { ${FUNNEL} } }`,
    { search: STAMP },
  );
  return funnels;
}

beforeAll(async () => {
  token = await signInByApi(ADMIN, DEMO_PASSWORD, ORG);
  // The demo's intake form (one is made when the demo has none), and a further form for the form round.
  const { forms } = await api<{ forms: { items: { title: string }[] } }>(
    '{ forms(filter: { kind: intake, archived: false }, page: { limit: 1 }) { items { title } } }',
  );
  intakeTitle = forms.items[0]?.title ?? `Intake ${STAMP}`;
  if (!forms.items[0]) {
    await api('mutation ($input: FormInput!) { createForm(input: $input) { _id } }', {
      input: {
        title: intakeTitle,
        kind: 'intake',
        questions: [
          { id: 'pitch', questionType: 'text', label: [{ language: 'en', value: 'Pitch' }], validations: {} },
        ],
      },
    });
  }
  const deeper = await api<{ createForm: { _id: string } }>(
    'mutation ($input: FormInput!) { createForm(input: $input) { _id } }',
    {
      input: {
        title: DEEPER,
        kind: 'submission',
        questions: [{ id: 'market', questionType: 'text_long', label: [{ language: 'en', value: 'Market' }] }],
      },
    },
  );
  deeperFormId = deeper.createForm._id;
  session = await launchBrowser();
});

/** What this file made goes, so that the demo data stays as it was. */
afterAll(async () => {
  if (token) {
    for (const funnel of await funnelsWithStamp().catch(() => [])) {
      await api('mutation ($id: ID!) { publishFunnel(id: $id, published: false) { _id } }', { id: funnel._id }).catch(
        () => undefined,
      );
      await api('mutation ($id: ID!) { deleteFunnel(id: $id) }', { id: funnel._id }).catch(() => undefined);
    }
    if (deeperFormId) {
      await api('mutation ($id: ID!) { deleteForm(id: $id) }', { id: deeperFormId }).catch(() => undefined);
    }
  }
  await session?.close();
});

const roundOrder = (page: Page) =>
  page.getByTestId('round-card').evaluateAll((cards) => cards.map((card) => card.getAttribute('data-round-kind')));

async function choose(page: Page, testId: string, option: string, scope = page.locator('body')) {
  await scope.getByTestId(testId).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

describe('funnels', () => {
  it('creates a funnel from the create menu, builds its rounds, writes the French rejection and publishes it', async () => {
    const page = await session.newPage();
    await signInThroughLogin(page, ADMIN, ORG);

    // The create menu's Funnel opens the list with the creation dialog.
    await page.getByTestId('create-menu-button').click();
    await page.getByTestId('create-menu-createFunnel').click();
    await page.waitForURL((url) => url.pathname === '/applications/funnels/management', NAVIGATION);
    await page.getByTestId('create-funnel-name').waitFor(POLL);
    await page.getByTestId('create-funnel-name').fill(NAME);
    await page.getByTestId('create-funnel-program').click();
    await page.getByRole('option').first().click();
    await choose(page, 'create-funnel-intake', intakeTitle);
    await page.getByTestId('create-funnel-submit').click();
    await page.waitForURL((url) => /^\/applications\/funnels\/[^/]+\/builder$/.test(url.pathname), NAVIGATION);
    await page.getByTestId('funnel-builder').waitFor(POLL);
    // Full screen: no top bar.
    expect(await page.getByTestId('shell-header').count()).toBe(0);
    expect(await page.getByTestId('funnel-builder-title').textContent()).toBe(NAME);

    // The call's cover: a picture uploaded from the settings, its address filled in for the public page.
    const chooser = page.waitForEvent('filechooser', POLL);
    await page.getByTestId('funnel-settings-cover-upload').click();
    await (await chooser).setFiles({ name: 'cover.png', mimeType: 'image/png', buffer: ONE_PIXEL_PNG });
    await expect
      .poll(() => page.getByTestId('funnel-settings-cover').inputValue(), POLL)
      .toMatch(/^\/api\/pictures\/[0-9a-f-]{36}$/);

    // An interview round and a form round, before the decision round.
    await page.getByTestId('funnel-builder-tab-rounds').click();
    await page.getByTestId('rounds-add-meeting').click();
    await page.getByTestId('rounds-add-form').click();
    expect(await roundOrder(page)).toEqual(['meeting', 'form', 'decision']);
    const formRound = page.locator('[data-testid="round-card"][data-round-kind="form"]');
    await choose(page, 'round-form', DEEPER, formRound);

    // Reorder with the keyboard: the form round goes up one place; the decision round stays last.
    await moveUpWithKeyboard(page, formRound.getByTestId('round-handle'), 'Further questions', 2);
    await expect.poll(() => roundOrder(page), POLL).toEqual(['form', 'meeting', 'decision']);
    expect(await page.locator('[data-round-kind="decision"] [data-testid="round-remove"]').count()).toBe(0);

    await page.getByTestId('funnel-builder-save').click();
    await page.getByTestId('funnels-toast-success').first().waitFor(POLL);
    await expect.poll(() => page.getByTestId('funnel-builder').getAttribute('data-dirty'), POLL).toBeNull();
    const [saved] = await funnelsWithStamp();
    expect(saved?.rounds.map((round) => round.kind)).toEqual(['form', 'meeting', 'decision']);
    expect(saved?.intakeForm?.title).toBe(intakeTitle);

    // The French rejection e-mail, with a placeholder inserted from its chip.
    await page.getByTestId('funnel-builder-tab-emails').click();
    await page.getByTestId('decision-emails-action').getByText('Rejection').click();
    await page.getByTestId('decision-emails-languages').getByText('Français').click();
    await page.getByTestId('decision-email-subject').fill('Votre candidature');
    await page.getByTestId('decision-email-body').fill('Bonjour ');
    await page.getByTestId('decision-email-placeholder-firstName').click();
    await expect.poll(() => page.getByTestId('decision-email-body').inputValue(), POLL).toBe('Bonjour {firstName}');
    await page.getByTestId('decision-email-body').press('End');
    await page.getByTestId('decision-email-body').pressSequentially(', merci pour votre candidature.');
    await page.getByTestId('decision-email-save').click();
    await expect
      .poll(() => page.getByTestId('decision-emails-language-fr').getAttribute('data-written'), POLL)
      .toBe('true');
    const { funnelDecisionEmails } = await api<{
      funnelDecisionEmails: { action: string; language: string; subject: string; body: string }[];
    }>('query ($id: ID!) { funnelDecisionEmails(funnelId: $id) { action language subject body } }', {
      id: saved?._id,
    });
    expect(funnelDecisionEmails).toEqual([
      {
        action: 'reject',
        language: 'fr',
        subject: 'Votre candidature',
        body: 'Bonjour {firstName}, merci pour votre candidature.',
      },
    ]);

    // Publish, by the keyboard (the e-mail's toast may lie over the switch).
    await page.getByTestId('funnel-builder-publish').press('Space');
    await expect
      .poll(
        () => page.getByTestId('funnel-builder-header').getByTestId('funnel-state').getAttribute('data-state'),
        POLL,
      )
      .toBe('open');
    const href = await page.getByTestId('funnel-builder-public-link').getAttribute('href');
    expect(href).toBe(`/apply/program/${saved?.slug}`);

    // The list shows it open, with nothing submitted yet.
    await page.getByTestId('funnel-builder-back').click();
    const row = page.locator(`[data-testid="funnel-row"][data-funnel-name="${NAME}"]`);
    await row.waitFor(POLL);
    expect(await row.getByTestId('funnel-state').getAttribute('data-state')).toBe('open');
    expect(await row.getByTestId('funnel-submitted').textContent()).toBe('0');

    // The public page (the applicant pages of issue 14) shows the call.
    const visitor = await session.newPage();
    await visitor.goto(appUrl(href ?? '/', ORG));
    await visitor.getByText(NAME).first().waitFor(POLL);
  });
});
