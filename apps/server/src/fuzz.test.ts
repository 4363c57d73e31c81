import {
  type GraphQLField,
  type GraphQLNamedType,
  type GraphQLOutputType,
  getNamedType,
  isAbstractType,
  isLeafType,
  isNonNullType,
  isObjectType,
  parse,
  validate,
} from 'graphql';
import { PLAN_FEATURES } from '@cohort/shared';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type BadValue, badValues, OMITTED, type SampleValues, sampleValue } from '../test/graphql-samples.ts';
import { hostOf, startTestServer, type TestServer, uniqueSlug } from '../test/harness.ts';
import { newId } from './platform/db/ids.ts';

/**
 * Bad input never gets a 5xx or an "Unexpected error.": every query and mutation of the schema is called with
 * inputs generated from its argument types (wrong types, 1 MB strings, NUL characters, odd unicode, numbers out of
 * range, malformed and foreign ids, missing required values, nulls for lists, very long lists), by a signed-in
 * admin of an organisation with every plan feature (so the resolvers really run; the fields of platform operators by
 * a System user of the platform organisation) and anonymously. Every answer must be a 4xx or a 200 whose errors each
 * carry a code and a clear message; nothing may be logged as an error meanwhile (a job that could not be queued);
 * the server must still answer afterwards. All failures are reported together, one line per field, input and answer.
 * `FUZZ_DEBUG=1` runs the server in development mode, so that the report shows the original error behind each
 * "Unexpected error.".
 *
 * Bounded: one value per kind of bad input for each argument and each field of its input objects (the rest of the
 * input well-formed, ids naming real records of the organisation), not the cross product.
 *
 * Left out: subscriptions (they need a websocket; their arguments are ids checked on subscribe). Mutations that
 * could leave the signed-in admin without a working session or organisation (updateIncubatorSettings can change
 * the slug, the session limits and the sign-in page; updateLoginProviders the ways to sign in) run in a fresh
 * organisation each, with its own admin. logoutSession and upsertSession only ever receive bad ids, never the
 * admin's own session. Platform-level arguments (`incubatorId`) name a throwaway organisation, so updatePlan and
 * setOrganisationSuspended never touch the organisation under test.
 */

const LONG_LIST = 10_000;
const MASKED = 'Unexpected error.';
/** Fields run in an organisation of their own, because a bad value they accept could break the rest of the test. */
const IN_FRESH_ORGANISATION = new Set(['updateIncubatorSettings', 'updateLoginProviders']);
/** Signs of an internal message that reached the client (a database or JavaScript error rather than a rule). */
const INTERNAL_DETAIL =
  /Cannot read propert|is not a function|is not iterable|\bundefined\b|\[object Object\]|invalid input syntax|violates .*constraint|syntax error at or near|value too long for type|duplicate key value|null value in column|bind message|invalid byte sequence|unsupported Unicode escape|index row (size|requires)|out of range for type|timestamp out of range|field value out of range|Maximum call stack|ECONNRESET|relation "|column "/i;

let server: TestServer;
interface Organisation {
  id: string;
  slug: string;
}
let main: Organisation;
let target: Organisation;
let adminToken: string;
let adminEmail: string;
let operatorToken: string;
const ids: Record<string, string> = {};
const foreignIds: Record<string, string> = {};

/** Which kind of record an ID argument names, from its name (or, for `id`, the field's name). First match wins. */
const ID_KINDS: Array<[RegExp, string]> = [
  [/milestonetemplate|templateid/, 'template'],
  [/milestone/, 'milestone'],
  [/timelinepost|^parentid/, 'post'],
  [/^_id$|option/, 'option'],
  [/customfield|fieldid/, 'field'],
  [/profileform/, 'form'],
  [/savedview/, 'view'],
  [/incubatorevent/, 'event'],
  [/startupbatch/, 'startupOperation'],
  [/userbatch/, 'userOperation'],
  [/industr/, 'industry'],
  [/tag|skill/, 'tag'],
  [/program|targetid/, 'program'],
  [/task/, 'task'],
  [/role/, 'role'],
  [/session/, 'session'],
  [/notification|^ids$/, 'notification'],
  [/incubator/, 'incubator'],
  [/startup|entityid/, 'startup'],
  [/user|member|assignee|actor|mentor|profile|person|^value$/, 'user'],
];

function idKind(fieldName: string, argName: string): string | undefined {
  const key = (argName === 'id' || argName === 'operationId' ? fieldName : argName).toLowerCase();
  return ID_KINDS.find(([pattern]) => pattern.test(key))?.[1];
}

let unique = 0;
/** Well-formed values of a field's arguments: real ids of the organisation, valid e-mails, dates, colours. */
function validSamples(fieldName: string): SampleValues {
  return {
    id: newId,
    text: 'Fuzz sample',
    number: 1,
    json: {},
    listsOfOne: true,
    optionalIds: false,
    named: (type: GraphQLNamedType, name: string) => {
      if (type.name === 'ID') {
        const kind = idKind(fieldName, name);
        return (kind && ids[kind]) ?? newId();
      }
      if (type.name === 'String') {
        unique += 1;
        if (/email|^address$/i.test(name)) return `fuzz-${unique}-${Date.now().toString(36)}@example.test`;
        if (name === 'slug' && fieldName === 'createOrganisation') return uniqueSlug('fuzz');
        if (/date|^startsOn$|^endsOn$|birthday/i.test(name)) return '2026-01-01';
        if (/url|website|logo$|logoSquare|issuer/i.test(name)) return 'https://example.test/';
        if (/color$/i.test(name)) return '#336699';
        if (/language/i.test(name)) return 'en';
        if (name === 'currency') return 'EUR';
        if (name === 'timezone') return 'UTC';
        if (name === 'csv') return 'name\nFuzz startup';
        if (/^permissions?$|^key$/.test(name)) return 'STARTUP_FILE:VIEW';
        return undefined;
      }
      if (type.name === 'Int') return name === 'timestamp' ? Math.floor(Date.now() / 1000) : undefined;
      if (type.name === 'JSON') return name === 'data' ? null : {};
      const enums: Record<string, string> = {
        AssigneeType: 'User',
        StartupBatchActionType: 'ADD_TO_PROGRAM',
        CustomFieldType: 'text',
        CustomFieldEntityKind: 'startup',
        PersonStatus: 'active',
      };
      return enums[type.name];
    },
  };
}

/** The scalar fields of what a field returns, and the type name of the objects it holds. */
function selectionFor(type: GraphQLOutputType): string {
  const named = getNamedType(type);
  if (isAbstractType(named)) return ' { __typename }';
  if (!isObjectType(named)) return '';
  const fields = Object.values(named.getFields())
    .filter((field) => field.args.every((arg) => !isNonNullType(arg.type)))
    .map((field) => (isLeafType(getNamedType(field.type)) ? field.name : `${field.name} { __typename }`));
  return ` { ${fields.join(' ')} }`;
}

function documentFor(operation: 'query' | 'mutation', field: GraphQLField<unknown, unknown>): string {
  const definitions = field.args.map((arg) => `$${arg.name}: ${arg.type.toString()}`).join(', ');
  const call = field.args.map((arg) => `${arg.name}: $${arg.name}`).join(', ');
  return `${operation}${definitions ? ` (${definitions})` : ''} { ${field.name}${call ? `(${call})` : ''}${selectionFor(field.type)} }`;
}

interface Call {
  /** `argument.path: kind`, for the report. */
  label: string;
  variables: Record<string, unknown>;
}

/** One call per bad value of each argument, the other arguments well-formed; one plain call without arguments. */
function callsFor(field: GraphQLField<unknown, unknown>): Call[] {
  if (field.args.length === 0) return [{ label: '(no arguments)', variables: {} }];
  const samples = validSamples(field.name);
  const valid = Object.fromEntries(field.args.map((arg) => [arg.name, sampleValue(arg.type, samples, arg.name)]));
  const calls: Call[] = [];
  for (const arg of field.args) {
    const bad: BadValue[] = badValues(arg.type, {
      valid: samples,
      foreignId: (name) => foreignIds[idKind(field.name, name) ?? ''] ?? foreignIds.user ?? newId(),
      longList: LONG_LIST,
    });
    for (const { path, kind, value, part } of bad) {
      const variables = { ...valid };
      if (value === OMITTED) delete variables[arg.name];
      else variables[arg.name] = value;
      calls.push({ label: `${arg.name}${path}: ${kind} = ${preview(part)}`, variables });
    }
  }
  return calls;
}

/** A bad value as the report shows it: JSON, cut short when long. */
function preview(value: unknown): string {
  if (value === OMITTED) return '(left out)';
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 60 ? `${text.slice(0, 40)}… (${text.length} characters)` : text;
}

interface Answer {
  status: number;
  errors?: Array<{ message?: unknown; extensions?: { code?: unknown } }>;
  text: string;
}

async function send(
  organisation: Organisation,
  token: string | undefined,
  query: string,
  variables: Record<string, unknown>,
): Promise<Answer> {
  const response = await server.app.fastify.inject({
    method: 'POST',
    url: '/graphql',
    headers: {
      host: hostOf(organisation),
      'content-type': 'application/json',
      'apollo-require-preflight': 'true',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    payload: JSON.stringify({ query, variables }),
  });
  let errors: Answer['errors'];
  try {
    errors = (JSON.parse(response.body) as { errors?: Answer['errors'] }).errors;
  } catch {
    errors = undefined;
  }
  return { status: response.statusCode, errors, text: response.body };
}

/** What is wrong with an answer to bad input: a 5xx, a masked unexpected error, an error without a clear message. */
function problemsOf(answer: Answer): string[] {
  const problems: string[] = [];
  if (answer.status >= 500) problems.push(`HTTP ${answer.status}`);
  for (const error of answer.errors ?? []) {
    const message = typeof error.message === 'string' ? error.message.trim() : '';
    if (message === MASKED) problems.push(MASKED);
    else if (message.length < 3) problems.push('an error without a message');
    else if (INTERNAL_DETAIL.test(message)) problems.push(`an internal message: ${message.slice(0, 200)}`);
    else if (typeof error.extensions?.code !== 'string') problems.push(`an error without a code: ${message}`);
  }
  return problems;
}

function summary(answer: Answer): string {
  const errors = (answer.errors ?? [])
    .slice(0, 2)
    .map(
      (error) =>
        `${String(error.extensions?.code ?? 'no code')}: ${String(error.message).slice(0, 160)}${process.env.FUZZ_DEBUG ? ` ORIGINAL ${JSON.stringify((error.extensions as Record<string, { message?: string }>)?.originalError?.message ?? '').slice(0, 300)}` : ''}`,
    );
  return `HTTP ${answer.status}${errors.length > 0 ? ` ${errors.join(' | ')}` : ` ${answer.text.slice(0, 160)}`}`;
}

async function gql<T>(organisation: Organisation, token: string, query: string, variables = {}): Promise<T> {
  const response = await server.graphql<T>(query, { host: hostOf(organisation), token, variables });
  if (response.errors?.length || !response.data) {
    throw new Error(`${query}: ${JSON.stringify(response.errors)}`);
  }
  return response.data;
}

/** A startup, a programme, a tag, an industry, a user… of an organisation, to name in well-formed ids. */
async function seed(organisation: Organisation, token: string): Promise<Record<string, string>> {
  const user = await server.createUser(organisation, { roleType: 'Mentor' });
  const found: Record<string, string> = { user: user.id, incubator: organisation.id };
  const q = <T>(query: string, variables = {}) => gql<T>(organisation, token, query, variables);
  found.program = (
    await q<{ createProgram: { _id: string } }>('mutation { createProgram(input: { name: "Fuzz programme" }) { _id } }')
  ).createProgram._id;
  found.industry = (
    await q<{ createIndustry: { _id: string } }>(
      `mutation { createIndustry(name: "Fuzz ${organisation.slug}") { _id } }`,
    )
  ).createIndustry._id;
  found.tag = (
    await q<{ createTag: { _id: string } }>('mutation { createTag(kind: startup, name: "Fuzz tag") { _id } }')
  ).createTag._id;
  found.startup = (
    await q<{ createStartup: { _id: string } }>(
      'mutation ($p: [ID!], $m: [ID!]) { createStartup(input: { name: "Fuzz startup", programIds: $p, memberIds: $m }) { _id } }',
      { p: [found.program], m: [user.id] },
    )
  ).createStartup._id;
  found.task = (
    await q<{ createTask: { _id: string } }>(
      'mutation ($due: DateTime!, $a: [AssigneeInput!]!) { createTask(name: "Fuzz task", dueDate: $due, assignees: $a) { _id } }',
      { due: new Date(Date.now() + 86_400_000).toISOString(), a: [{ type: 'User', value: user.id }] },
    )
  ).createTask._id;
  found.role = (
    await q<{ createRole: { _id: string } }>('mutation { createRole(type: Staff, label: "Fuzz role") { _id } }')
  ).createRole._id;
  const template = await q<{ createMilestoneTemplate: { _id: string } }>(
    'mutation { createMilestoneTemplate(input: { name: "Fuzz plan", items: [{ name: "Step", dueOffsetDays: 7 }] }) { _id } }',
  );
  found.template = template.createMilestoneTemplate._id;
  found.milestone = (
    await q<{ createStartupMilestone: { _id: string } }>(
      'mutation ($s: ID!) { createStartupMilestone(startupId: $s, input: { name: "Fuzz milestone" }) { _id } }',
      { s: found.startup },
    )
  ).createStartupMilestone._id;
  // A text field on the startup profile form (its values and filters reach the text checks), and a choice field.
  found.field = (
    await q<{ createCustomField: { _id: string } }>(
      'mutation { createCustomField(input: { entityKind: startup, label: "Fuzz text", type: text }) { _id } }',
    )
  ).createCustomField._id;
  const choice = await q<{ createCustomField: { _id: string; options: Array<{ _id: string }> } }>(
    'mutation { createCustomField(input: { entityKind: startup, label: "Fuzz choice", type: select_dropdown, options: [{ label: "One" }] }) { _id options { _id } } }',
  );
  found.option = choice.createCustomField.options[0]?._id ?? newId();
  const forms = await q<{ profileForms: Array<{ _id: string; kind: string }> }>('{ profileForms { _id kind } }');
  found.form = forms.profileForms.find((form) => form.kind === 'startup_profile')?._id ?? newId();
  await q(
    'mutation ($id: ID!, $f: ID!, $c: ID!) { updateProfileForm(id: $id, items: [{ fieldId: $f }, { fieldId: $c }]) { _id } }',
    {
      id: found.form,
      f: found.field,
      c: choice.createCustomField._id,
    },
  );
  found.post = (
    await q<{ createTimelinePost: { _id: string } }>(
      'mutation ($s: ID!) { createTimelinePost(input: { startupId: $s, message: "Fuzz post" }) { _id } }',
      { s: found.startup },
    )
  ).createTimelinePost._id;
  found.view = (
    await q<{ createSavedView: { _id: string } }>(
      'mutation { createSavedView(scope: STARTUPS, name: "Fuzz view", filters: {}) { _id } }',
    )
  ).createSavedView._id;
  found.event = (
    await q<{ CreateIncubatorEvent: { _id: string } }>('mutation { CreateIncubatorEvent { _id } }')
  ).CreateIncubatorEvent._id;
  found.startupOperation = (
    await q<{ startStartupBatchOperation: { id: string } }>(
      'mutation ($s: ID!, $t: ID!) { startStartupBatchOperation(startupIds: [$s], action: { type: ADD_TAG, targetId: $t }) { id } }',
      { s: found.startup, t: found.tag },
    )
  ).startStartupBatchOperation.id;
  found.userOperation = (
    await q<{ startUserBatchOperation: { id: string } }>(
      'mutation ($u: ID!) { startUserBatchOperation(userIds: [$u], action: { type: CHANGE_STATUS, status: active }) { id } }',
      { u: user.id },
    )
  ).startUserBatchOperation.id;
  return found;
}

/** An organisation with every plan feature and a signed-in user of this role type. */
async function organisationWithUser(roleType: 'System' | 'Admin', slug = uniqueSlug('fuzz')) {
  const organisation = await server.createOrganisationWithRoles({ slug, plan: { features: [...PLAN_FEATURES] } });
  const user = await server.createUser(organisation, { roleType });
  const { token, sessionId } = await server.signIn(organisation, user.email);
  return { organisation, user, token, sessionId };
}

beforeAll(async () => {
  const platformSlug = uniqueSlug('fuzz-platform');
  server = await startTestServer({
    platformOrganisation: platformSlug,
    ...(process.env.FUZZ_DEBUG ? { env: 'development' as const } : {}),
  });
  const admin = await organisationWithUser('Admin', platformSlug);
  main = admin.organisation;
  adminToken = admin.token;
  adminEmail = admin.user.email;
  const operator = await server.createUser(main, { roleType: 'System' });
  operatorToken = (await server.signIn(main, operator.email)).token;
  target = await server.createOrganisationWithRoles({ plan: { features: [...PLAN_FEATURES] } });
  const other = await organisationWithUser('Admin');
  Object.assign(foreignIds, await seed(other.organisation, other.token), { session: other.sessionId });
  Object.assign(ids, await seed(main, adminToken), { session: admin.sessionId, incubator: target.id });
}, 60_000);
afterAll(async () => {
  await server?.close();
});

interface Failure {
  field: string;
  viewer: string;
  input: string;
  answer: string;
  problems: string[];
}

function report(failures: Failure[]): string {
  return [
    `${failures.length} answers to bad input were not clear refusals:`,
    ...failures.map(
      (failure) =>
        `- ${failure.field} [${failure.viewer}] ${failure.input} → ${failure.answer}${failure.problems.length > 0 ? ` (${failure.problems.join('; ')})` : ''}`,
    ),
  ].join('\n');
}

async function stillServes(organisation: Organisation, token: string): Promise<string | null> {
  const health = await server.app.fastify.inject({ url: '/healthz', headers: { host: hostOf(organisation) } });
  if (health.statusCode !== 200) return `GET /healthz answered ${health.statusCode}`;
  const answer = await send(organisation, token, '{ currentUser { _id } }', {});
  if (answer.status !== 200 || answer.errors?.length) return `{ currentUser } answered ${summary(answer)}`;
  return null;
}

/** Fields only platform operators may call (System users of the platform organisation); admins call the rest. */
function forOperators(field: GraphQLField<unknown, unknown>): boolean {
  const scopes = (field.extensions?.pothosOptions as { authScopes?: unknown } | undefined)?.authScopes;
  return /platformOperator|"roleGroup":"system"/.test(JSON.stringify(scopes ?? null));
}

describe('bad input, generated from the schema', () => {
  it('gets a clear refusal, never a 5xx or an unexpected error, from every query and mutation', async () => {
    const schema = server.app.schema;
    const failures: Failure[] = [];
    const slowest: Array<{ ms: number; what: string }> = [];
    let calls = 0;
    let executed = 0;
    let current = { field: '', viewer: '', input: '' };
    // Errors logged meanwhile (a job that could not be queued, an effect that failed after the commit) are failures
    // too, of the call that ran when they were logged (or the one before, for asynchronous ones).
    const logged = vi.spyOn(console, 'error').mockImplementation((...parts: unknown[]) => {
      const first = parts.map((part) => (part instanceof Error ? part.message : String(part))).join(' ');
      failures.push({ ...current, answer: `logged: ${first.split('\n')[0]?.slice(0, 200)}`, problems: [] });
    });
    const started = performance.now();
    for (const [operation, root] of [
      ['query', schema.getQueryType()],
      ['mutation', schema.getMutationType()],
    ] as const) {
      for (const field of Object.values(root?.getFields() ?? {})) {
        const document = documentFor(operation, field);
        // A document GraphQL refuses would be refused whatever the input: the drill would prove nothing.
        expect(validate(schema, parse(document)), document).toEqual([]);
        let organisation: Organisation = main;
        let token = forOperators(field) ? operatorToken : adminToken;
        if (IN_FRESH_ORGANISATION.has(field.name)) {
          const fresh = await organisationWithUser('Admin');
          organisation = fresh.organisation;
          token = fresh.token;
        }
        for (const call of callsFor(field)) {
          for (const viewer of ['signed in', 'anonymous'] as const) {
            current = { field: field.name, viewer, input: call.label };
            const before = performance.now();
            const answer = await send(
              organisation,
              viewer === 'signed in' ? token : undefined,
              document,
              call.variables,
            );
            const ms = performance.now() - before;
            calls += 1;
            slowest.push({ ms, what: `${field.name} ${call.label} [${viewer}]` });
            if (answer.status === 200) executed += 1;
            const problems = problemsOf(answer);
            if (problems.length > 0) {
              failures.push({ field: field.name, viewer, input: call.label, answer: summary(answer), problems });
            }
          }
        }
        // The admin's session and organisation survive the field's bad input (else say so, and sign in again).
        const broken = await stillServes(main, adminToken);
        if (broken) {
          failures.push({ field: field.name, viewer: 'admin', input: 'afterwards', answer: broken, problems: [] });
          adminToken = (await server.signIn(main, adminEmail)).token;
        }
      }
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
    logged.mockRestore();
    slowest.sort((a, b) => b.ms - a.ms);
    console.info(
      `bad input: ${calls} calls (${executed} executed, the rest refused before) in ${((performance.now() - started) / 1000).toFixed(1)} s; slowest:\n${slowest
        .slice(0, 8)
        .map((entry) => `  ${entry.ms.toFixed(0)} ms ${entry.what}`)
        .join('\n')}`,
    );
    expect(calls).toBeGreaterThan(1000);
    expect(await stillServes(main, adminToken)).toBeNull();
    expect(failures, report(failures)).toEqual([]);
  }, 240_000);
});
