import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/harness.ts';
import { startSmtpServer } from '../../../test/smtp.ts';
import { withTenant } from '../../platform/db/tenant.ts';
import { emailMessages } from '../mail/index.ts';
import { answersOrganisation, createSharedForm, SUBMIT_SHARED } from './form-answers.fixtures.ts';

let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let server: TestServer;
beforeAll(async () => {
  smtp = await startSmtpServer();
  server = await startTestServer({ smtpUrl: smtp.url });
});
afterAll(async () => {
  await server.close();
  await smtp.close();
});

describe('the copy of a shared form’s answers', () => {
  it('e-mails the answers, question by question in the language answered, with a link to the form', async () => {
    const kit = await answersOrganisation(server);
    const admin = await kit.sign('Admin');
    const form = await createSharedForm(admin.gql);
    const sent = await kit.anonymous(SUBMIT_SHARED, {
      s: form.shareId,
      l: 'fr',
      e: ' lea@example.test ',
      a: {
        name: 'Solaris <b>',
        channels: { values: ['web', 'other'], writeIn: 'Podcasts' },
        started: '2027-03-01',
        team: [{ who: 'Ana', role: 'cto' }],
      },
    });
    expect(sent.errors).toBeUndefined();
    const mail = await smtp.waitFor('lea@example.test');
    expect(mail.subject).toBe('Vos réponses à Candidatures 2027');
    // The decoded quoted-printable text holds UTF-8 bytes one character each.
    const body = Buffer.from(mail.decoded, 'latin1').toString('utf8');
    for (const line of [
      'Nom: Solaris <b>',
      'Canaux: Web; Autre: Podcasts',
      'Démarrage: 2027-03-01',
      'Équipe: Qui: Ana, Rôle: CTO',
    ]) {
      expect(body).toContain(line);
    }
    expect(body).toContain('Solaris &#60;b&#62;');
    expect(body).not.toContain('Stade');
    expect(body).toContain(`/share/forms/${form.shareId}`);
    const [recorded] = await withTenant(server.database.db, kit.org.id, (tx) =>
      tx
        .select()
        .from(emailMessages)
        .where(and(eq(emailMessages.incubatorId, kit.org.id), eq(emailMessages.toAddress, 'lea@example.test'))),
    );
    expect(recorded).toMatchObject({ template: 'formCopy', language: 'fr', userId: null });
    const sheets = await admin.gql<{ formResponses: { items: { respondentEmail: string }[] } }>(
      'query ($f: ID!) { formResponses(formId: $f) { items { respondentEmail } } }',
      { f: form._id },
    );
    expect(sheets.data?.formResponses.items).toEqual([{ respondentEmail: 'lea@example.test' }]);
  });

  it('sends nothing without an address, nor for a refused address or refused answers', async () => {
    const kit = await answersOrganisation(server);
    const admin = await kit.sign('Admin');
    const form = await createSharedForm(admin.gql);
    const bad = await kit.anonymous(SUBMIT_SHARED, { s: form.shareId, e: 'not-an-address', a: { name: 'Solaris' } });
    expect(bad.errors?.[0]?.message).toBe('Email is not a valid email');
    const refused = await kit.anonymous(SUBMIT_SHARED, { s: form.shareId, e: 'sam@example.test', a: {} });
    expect(refused.errors?.[0]?.extensions?.code).toBe('ValidationError');
    await expect(smtp.waitFor('sam@example.test', 800)).rejects.toThrow();
    const plain = await kit.anonymous(SUBMIT_SHARED, { s: form.shareId, a: { name: 'Solaris' } });
    expect(plain.errors).toBeUndefined();
    const recorded = await withTenant(server.database.db, kit.org.id, (tx) =>
      tx.select().from(emailMessages).where(eq(emailMessages.incubatorId, kit.org.id)),
    );
    expect(recorded).toEqual([]);
  });
});
