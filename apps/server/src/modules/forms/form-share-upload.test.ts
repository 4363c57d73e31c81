import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/harness.ts';
import { withTenant } from '../../platform/db/tenant.ts';
import { attachments } from '../attachments/index.ts';
import {
  answersOrganisation,
  answersQuestions,
  createSharedForm,
  FORM_SHARE,
  multipart,
  PDF,
  SUBMIT,
  SUBMIT_SHARED,
} from './form-answers.fixtures.ts';
import { SHARE_UPLOAD_LIMIT } from './share-limit.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

interface FileRef {
  id: string;
  name: string;
  size: number;
}

describe('uploads to a shared form', () => {
  it('stores an anonymous upload as a file of the form, and refuses closed, unshared or fileless forms', async () => {
    const kit = await answersOrganisation(server);
    const admin = await kit.sign('Admin');
    const form = await createSharedForm(admin.gql);
    const uploaded = await kit.uploadShared(form.shareId, 'deck.pdf', PDF);
    expect(uploaded.statusCode).toBe(201);
    const ref = JSON.parse(uploaded.body) as FileRef;
    expect(ref).toEqual({ id: expect.any(String), name: 'deck.pdf', size: PDF.length });
    const [stored] = await withTenant(server.database.db, kit.org.id, (tx) =>
      tx
        .select()
        .from(attachments)
        .where(and(eq(attachments.incubatorId, kit.org.id), eq(attachments.id, ref.id))),
    );
    expect(stored).toMatchObject({
      referenceType: 'form',
      referenceId: form.baseId,
      startupId: null,
      uploadedBy: null,
    });

    const html = await kit.uploadShared(form.shareId, 'page.pdf', Buffer.from('<html><script>x</script></html>'));
    expect(html.statusCode).toBe(415);
    expect((await kit.uploadShared(form.shareId, 'empty.pdf', Buffer.alloc(0))).statusCode).toBe(400);
    expect((await kit.uploadShared('not-a-uuid', 'deck.pdf', PDF)).statusCode).toBe(404);

    await admin.gql(FORM_SHARE, { id: form._id, a: 'MEMBERS' });
    const members = await kit.uploadShared(form.shareId, 'deck.pdf', PDF);
    expect(members.statusCode).toBe(404);
    expect(JSON.parse(members.body).message).toBe('This form was not found');

    const fileless = await createSharedForm(
      admin.gql,
      answersQuestions().filter((q) => q.id !== 'deck'),
      'Sans fichier',
    );
    expect((await kit.uploadShared(fileless.shareId, 'deck.pdf', PDF)).statusCode).toBe(404);
  });

  it('limits anonymous uploads per address and form', async () => {
    const kit = await answersOrganisation(server);
    const admin = await kit.sign('Admin');
    const form = await createSharedForm(admin.gql);
    const ip = '203.0.113.77';
    for (let i = 0; i < SHARE_UPLOAD_LIMIT.perAddress; i += 1) {
      expect((await kit.uploadShared(form.shareId, `f${i}.pdf`, PDF, ip)).statusCode).toBe(201);
    }
    const refused = await kit.uploadShared(form.shareId, 'one-more.pdf', PDF, ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe('600');
    expect(JSON.parse(refused.body).error).toBe('TooManyRequestsError');
    expect((await kit.uploadShared(form.shareId, 'elsewhere.pdf', PDF, '203.0.113.78')).statusCode).toBe(201);
  });

  it('checks every file of a submission: an upload of this form, with the stored name and size', async () => {
    const kit = await answersOrganisation(server);
    const admin = await kit.sign('Admin');
    const form = await createSharedForm(admin.gql);
    const other = await createSharedForm(admin.gql, answersQuestions(), 'Autre');
    const mine = JSON.parse((await kit.uploadShared(form.shareId, 'deck.pdf', PDF)).body) as FileRef;
    const theirs = JSON.parse((await kit.uploadShared(other.shareId, 'deck.pdf', PDF)).body) as FileRef;

    for (const files of [
      [theirs],
      [{ id: '00000000-0000-4000-8000-000000000000', name: 'x.pdf', size: 1 }],
      [{ id: 'nope', name: 'x', size: 1 }],
    ]) {
      const refused = await kit.anonymous(SUBMIT_SHARED, { s: form.shareId, a: { name: 'Solaris', deck: { files } } });
      expect(refused.errors?.[0]?.extensions?.answerErrors).toEqual([
        { questionId: 'deck', code: 'file', params: { field: 'Deck' } },
      ]);
      expect(refused.errors?.[0]?.message).toBe('Deck: this file was not found');
    }
    const accepted = await kit.anonymous<{ submitSharedForm: { _id: string } }>(SUBMIT_SHARED, {
      s: form.shareId,
      a: { name: 'Solaris', deck: { files: [{ ...mine, name: 'renamed.exe', size: 1 }] } },
    });
    expect(accepted.errors).toBeUndefined();
    const sheets = await admin.gql<{ formResponses: { items: { answers: Record<string, unknown> }[] } }>(
      'query ($f: ID!) { formResponses(formId: $f) { items { answers } } }',
      { f: form._id },
    );
    expect(sheets.data?.formResponses.items[0]?.answers.deck).toEqual({ files: [mine] });
  });

  it('takes signed-in uploads through the twin route, and serves the files to FORM:EDIT only', async () => {
    const kit = await answersOrganisation(server);
    const admin = await kit.sign('Admin');
    const founder = await kit.sign('Cofounder');
    const form = await createSharedForm(admin.gql);
    const body = multipart('plan.pdf', PDF);
    const upload = (token?: string) =>
      kit.request('POST', `/api/forms/${form._id}/upload`, {
        body: body.payload,
        contentType: body.contentType,
        ...(token ? { token } : {}),
      });
    expect((await upload()).statusCode).toBe(401);
    const uploaded = await upload(founder.token);
    expect(uploaded.statusCode).toBe(201);
    const ref = JSON.parse(uploaded.body) as FileRef;
    const submitted = await founder.gql(SUBMIT, { f: form._id, a: { name: 'Solaris', deck: { files: [ref] } } });
    expect(submitted.errors).toBeUndefined();

    const download = await kit.request('GET', `/api/forms/${form._id}/files/${ref.id}`, { token: admin.token });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.subarray(0, 8).toString()).toBe('%PDF-1.4');
    expect(download.headers['content-disposition']).toContain('plan.pdf');
    expect(download.headers['x-content-type-options']).toBe('nosniff');
    const refused = await kit.request('GET', `/api/forms/${form._id}/files/${ref.id}`, { token: founder.token });
    expect(refused.statusCode).toBe(404);
    // The uploader keeps their own file through the attachments routes.
    expect((await kit.request('GET', `/api/attachments/${ref.id}`, { token: founder.token })).statusCode).toBe(200);
    const other = await createSharedForm(admin.gql, answersQuestions(), 'Autre');
    expect(
      (await kit.request('GET', `/api/forms/${other._id}/files/${ref.id}`, { token: admin.token })).statusCode,
    ).toBe(404);
  });

  it('takes no signed-in upload while surveys are switched off (feedbackForms)', async () => {
    const kit = await answersOrganisation(server, { feedbackForms: false });
    const admin = await kit.sign('Admin');
    const form = await createSharedForm(admin.gql);
    const body = multipart('plan.pdf', PDF);
    const refused = await kit.request('POST', `/api/forms/${form._id}/upload`, {
      body: body.payload,
      contentType: body.contentType,
      token: admin.token,
    });
    expect(refused.statusCode).toBe(404);
    // The public link is not a survey: its uploads stay open.
    expect((await kit.uploadShared(form.shareId, 'deck.pdf', PDF)).statusCode).toBe(201);
  });
});
