import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, graphqlByApi, signInByApi } from './support/api.ts';
import { appUrl, type BrowserSession, launchBrowser } from './support/browser.ts';
import { linkFromMail } from './support/mail.ts';

let session: BrowserSession;
beforeAll(async () => {
  session = await launchBrowser();
});
afterAll(async () => {
  await session?.close();
});

describe("confirming the organisation's mailbox", () => {
  it('makes a new support address the one users see, once its link is followed', async () => {
    const address = `help-${Date.now()}@acme.example.test`;
    const admin = await signInByApi('admin@acme.cohort.test', DEMO_PASSWORD, 'acme');
    const sentAfter = Date.now();
    await graphqlByApi(
      'mutation ($a: String!) { requestIncubatorEmail(mailbox: support, address: $a) }',
      { a: address },
      admin,
      'acme',
    );
    const link = await linkFromMail(address, '/confirmIncubatorEmail', sentAfter);
    const page = await session.newPage();
    await page.goto(appUrl(`${link.pathname}${link.search}`, 'acme'));
    await page.getByTestId('confirmation-success').waitFor();
    const data = await graphqlByApi<{ publicIncubator: { supportEmail: { address: string } } }>(
      '{ publicIncubator { supportEmail { address } } }',
      {},
      null,
      'acme',
    );
    expect(data.publicIncubator.supportEmail.address).toBe(address);
    await page.reload();
    await page.getByTestId('confirmation-invalid').waitFor();
  });
});
