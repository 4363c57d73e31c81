import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, graphqlByApi, signInByApi } from './support/api.ts';
import { appUrl, type BrowserSession, launchBrowser } from './support/browser.ts';
import { signInThroughLogin } from './support/login.ts';
import { ONE_PIXEL_PNG } from './support/files.ts';

const ORG = 'demo';
const ADMIN = 'admin@demo.cohort.test';
// The demo expert: the mentor's password is changed by the password-reset browser tests.
const MENTOR = 'expert@demo.cohort.test';
/** A demo startup every admin sees. */
const STARTUP = 'Solaris Energy';
const STAMP = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
const HEADLINE = `Climate investor and mentor ${STAMP}`;
const BIO = `I back founders who build the energy transition ${STAMP}.`;
const EXPERTISE = `Grid storage ${STAMP}`;
const POLL = { timeout: 15_000 };

const PROFILE_FIELDS = `_id fullName firstName lastName headline bio wordFrom phone country countryOrigin gender birthday
  locations expertise info { linkedin twitter facebook angellist } industries { _id } skills { _id }`;

interface MentorProfile {
  _id: string;
  fullName: string;
  firstName: string;
  lastName: string;
  headline: string | null;
  bio: string | null;
  wordFrom: string | null;
  phone: string | null;
  country: string | null;
  countryOrigin: string | null;
  gender: string | null;
  birthday: string | null;
  locations: string[];
  expertise: string[];
  info: Record<string, string | null> | null;
  industries: { _id: string }[];
  skills: { _id: string }[];
}

let session: BrowserSession;
let mentorToken: string;
let original: MentorProfile;

beforeAll(async () => {
  session = await launchBrowser();
  mentorToken = await signInByApi(MENTOR, DEMO_PASSWORD, ORG);
  const { currentUser } = await graphqlByApi<{ currentUser: { _id: string } }>(
    '{ currentUser { _id } }',
    {},
    mentorToken,
    ORG,
  );
  ({ profile: original } = await graphqlByApi<{ profile: MentorProfile }>(
    `query ($id: ID!) { profile(id: $id) { ${PROFILE_FIELDS} } }`,
    { id: currentUser._id },
    mentorToken,
    ORG,
  ));
});

/** The mentor's profile goes back to what the demo had (the new avatar stays: there is no call to remove one). */
afterAll(async () => {
  try {
    if (!mentorToken || !original) return;
    const { _id: _unused, fullName: _name, industries, skills, info, ...fields } = original;
    const { updateMyProfile: restored } = await graphqlByApi<{ updateMyProfile: MentorProfile }>(
      `mutation ($input: ProfileInput!) { updateMyProfile(input: $input) { ${PROFILE_FIELDS} } }`,
      {
        input: {
          ...fields,
          info: info ?? {},
          industryIds: industries.map((industry) => industry._id),
          skillIds: skills.map((skill) => skill._id),
        },
      },
      mentorToken,
      ORG,
    );
    expect(restored).toEqual(original);
  } finally {
    await session?.close();
  }
});

async function textOf(page: Page, testId: string): Promise<string> {
  return (await page.getByTestId(testId).textContent()) ?? '';
}

describe('the community', () => {
  it('lets the mentor open their profile from the account menu, edit it and upload an avatar', async () => {
    const page = await session.newPage();
    await signInThroughLogin(page, MENTOR, ORG);

    await page.getByTestId('account-menu').click();
    await page.getByTestId('account-menu-profile').click();
    await page.waitForURL((url) => url.pathname === `/profile/${original._id}`, POLL);
    expect(await textOf(page, 'profile-name')).toBe(original.fullName);

    await page.getByTestId('profile-edit').click();
    await page.waitForURL((url) => url.pathname === `/profile/${original._id}/edit`, POLL);
    const drawer = page.getByTestId('profile-form');
    await drawer.waitFor();

    // The avatar goes at once, and the header behind the drawer shows it.
    const chooser = page.waitForEvent('filechooser', POLL);
    await page.getByTestId('profile-upload-avatar').click();
    await (await chooser).setFiles({ name: 'me.png', mimeType: 'image/png', buffer: ONE_PIXEL_PNG });
    await page.getByTestId('community-toast-success').filter({ hasText: 'Your photo is updated' }).waitFor(POLL);
    const avatarImage = page.getByTestId('profile-avatar').locator('img');
    await expect.poll(() => avatarImage.getAttribute('src'), POLL).toMatch(/^\/api\/pictures\/[0-9a-f-]+$/);

    // A picture that is not an image is refused before it is sent.
    const secondChooser = page.waitForEvent('filechooser', POLL);
    await page.getByTestId('profile-upload-cover').click();
    await (await secondChooser).setFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
    expect(await textOf(page, 'profile-upload-cover-error')).toBe('Choose a PNG, JPEG, GIF or WebP image');

    await page.getByTestId('profile-form-headline').fill(HEADLINE);
    await page.getByTestId('profile-form-bio').fill(BIO);
    const expertise = page.getByTestId('profile-form-expertise');
    await expertise.click();
    await expertise.pressSequentially(EXPERTISE);
    await expertise.press('Enter');
    await page.getByTestId('profile-form-save').click();
    await page.getByTestId('community-toast-success').filter({ hasText: 'Your profile is saved' }).waitFor(POLL);
    await page.waitForURL((url) => url.pathname === `/profile/${original._id}`, POLL);

    await expect.poll(() => textOf(page, 'profile-headline'), POLL).toBe(HEADLINE);
    expect(await textOf(page, 'profile-bio')).toBe(BIO);
    expect(await textOf(page, 'profile-expertise')).toContain(EXPERTISE);
    // The demo's own expertise is still there.
    for (const kept of original.expertise) expect(await textOf(page, 'profile-expertise')).toContain(kept);
    // The account menu shows the new avatar too.
    await expect
      .poll(() => page.getByTestId('account-menu').locator('img').getAttribute('src'), POLL)
      .toMatch(/^\/api\/pictures\//);
  });

  it('lets the admin find the mentor in the directory, open their profile, and list the startups', async () => {
    const page = await session.newPage();
    await signInThroughLogin(page, ADMIN, ORG);
    await page.goto(appUrl('/community', ORG));
    await page.waitForURL((url) => url.pathname === '/community/search' && url.searchParams.get('kind') === 'people');
    await page.getByTestId('community-search-page').waitFor();

    await page.getByTestId('community-search').fill(original.fullName);
    await page.waitForURL((url) => url.searchParams.get('search') === original.fullName, POLL);
    const card = page.getByTestId('community-person-card').filter({ hasText: original.fullName });
    await expect.poll(() => page.getByTestId('community-person-card').count(), POLL).toBe(1);
    expect(await card.getByTestId('community-person-headline').textContent()).toBe(HEADLINE);
    expect(await card.getByTestId('community-person-role').textContent()).toBe('Expert');
    expect(await card.locator('img').getAttribute('src')).toMatch(/^\/api\/pictures\//);

    await card.getByTestId('community-person-name').click();
    await page.waitForURL((url) => url.pathname === `/profile/${original._id}`, POLL);
    await expect.poll(() => textOf(page, 'profile-headline'), POLL).toBe(HEADLINE);
    expect(await textOf(page, 'profile-bio')).toBe(BIO);
    // Someone else's profile has no form.
    expect(await page.getByTestId('profile-edit').count()).toBe(0);

    await page.goBack();
    await page.getByTestId('community-kind').getByText('Startups', { exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get('kind') === 'startups', POLL);
    // The search stays; a startup name is searched instead.
    await page.getByTestId('community-search').fill(STARTUP);
    const startup = page.getByTestId('community-startup-card').filter({ hasText: STARTUP });
    await startup.waitFor(POLL);
    expect(await startup.getByTestId('community-startup-name').getAttribute('href')).toMatch(
      /^\/startup\/[^/]+\/file\/activities$/,
    );

    // A profile nobody may see is not found.
    await page.goto(appUrl('/profile/00000000-0000-4000-8000-000000000000', ORG));
    await page.getByTestId('profile-not-found').waitFor(POLL);
  });
});
