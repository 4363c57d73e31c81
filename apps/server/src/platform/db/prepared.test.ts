import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/harness.ts';
import { BuiltPerShape, builtOnceSql } from './prepared.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

const ORGANISATIONS = ['01a00000-0000-7000-8000-00000000000a', '01a00000-0000-7000-8000-00000000000b'];

/** Which organisation's transaction a statement ran in, and the value it was given. */
const whereAmI = builtOnceSql<{ organisation: string; n: number }>(
  sql`select current_setting('app.incubator_id', true) as organisation, ${sql.placeholder('n')}::int as n`,
);

describe('statements built once', () => {
  // PGlite has one connection, which a transaction holds until it ends: one scope at a time.
  it("run in the transaction of the operation that executes them, with that operation's values, and are counted", async () => {
    const before = server.database.statementCount();
    const answers = [];
    for (const [which, organisation] of ORGANISATIONS.entries()) {
      const scope = server.database.tenant(organisation);
      answers.push(
        await Promise.all([2 * which, 2 * which + 1].map(async (n) => (await whereAmI.execute(scope.db, { n })).rows)),
      );
      await scope.finish(true);
    }
    expect(answers).toEqual([
      [[{ organisation: ORGANISATIONS[0], n: 0 }], [{ organisation: ORGANISATIONS[0], n: 1 }]],
      [[{ organisation: ORGANISATIONS[1], n: 2 }], [{ organisation: ORGANISATIONS[1], n: 3 }]],
    ]);
    expect(server.database.statementCount() - before).toBe(4);
  });

  it('are built per shape, and run on a db that is not an operation’s as well', async () => {
    const statement = new BuiltPerShape((db, shape: { twice: boolean }) => ({
      prepare: () =>
        db._.session.prepareQuery(
          {
            sql: shape.twice ? 'select $1::int * 2 as value' : 'select $1::int as value',
            params: [sql.placeholder('v')],
          },
          undefined,
          undefined,
          false,
        ),
    }));
    const scope = server.database.tenant(ORGANISATIONS[0] as string);
    const values = await Promise.all([
      statement.execute(scope.db, { twice: false }, { v: 5 }),
      statement.execute(scope.db, { twice: true }, { v: 5 }),
    ]);
    await scope.finish(true);
    values.push(await statement.execute(server.database.db, { twice: true }, { v: 7 }));
    expect(values.map((result) => (result as { rows: { value: number }[] }).rows)).toEqual([
      [{ value: 5 }],
      [{ value: 10 }],
      [{ value: 14 }],
    ]);
  });
});
