import { Client, createRequest, type Exchange, gql, type Operation, type OperationResult } from 'urql';
import { describe, expect, it } from 'vitest';
import { makeSubject, map, pipe, type Source, subscribe } from 'wonka';
import { lazyExchange } from './lazy-exchange.ts';

const client = new Client({ url: '/graphql', exchanges: [] });
const QUERY = gql`
  query Item($n: Int!) {
    item(n: $n)
  }
`;
const keys = new Map<number, number>();

/** An operation of the n-th request (its key is remembered to read the results back as n). */
function operation(n: number): Operation {
  const op = client.createRequestOperation('query', createRequest(QUERY, { n }));
  keys.set(op.key, n);
  return op;
}
const numbers = (ops: readonly Operation[]) => ops.map((op) => keys.get(op.key));

/** The next exchange: answers every operation with its key, and records what reached it. */
function forwardRecording(seen: Operation[]) {
  return (operations$: Source<Operation>): Source<OperationResult> =>
    pipe(
      operations$,
      map((op: Operation) => {
        seen.push(op);
        return { operation: op, data: { key: op.key }, stale: false, hasNext: false } as OperationResult;
      }),
    );
}

/** An exchange that tags what passes through it, so that the test sees it was used. */
const taggingExchange: Exchange =
  ({ forward }) =>
  (operations$) =>
    pipe(
      forward(operations$),
      map((result: OperationResult) => ({ ...result, extensions: { tagged: true } })),
    );

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('lazyExchange', () => {
  it('holds the operations that come before it has loaded, then passes them through it in order', async () => {
    const loading = deferred<Exchange>();
    const seen: Operation[] = [];
    const operations = makeSubject<Operation>();
    const results: OperationResult[] = [];
    const exchange = lazyExchange(() => loading.promise)({
      client,
      forward: forwardRecording(seen),
      dispatchDebug: () => undefined,
    });
    pipe(
      exchange(operations.source),
      subscribe((result: OperationResult) => results.push(result)),
    );

    operations.next(operation(1));
    operations.next(operation(2));
    expect(seen).toEqual([]);

    loading.resolve(taggingExchange);
    await loading.promise;
    await Promise.resolve();
    operations.next(operation(3));

    expect(numbers(seen)).toEqual([1, 2, 3]);
    expect(results.map((result) => [keys.get(result.operation.key), result.extensions?.tagged])).toEqual([
      [1, true],
      [2, true],
      [3, true],
    ]);
  });

  it('lets the operations through untouched when the exchange cannot be loaded', async () => {
    const loading = deferred<Exchange>();
    const seen: Operation[] = [];
    const operations = makeSubject<Operation>();
    const results: OperationResult[] = [];
    const exchange = lazyExchange(() => loading.promise)({
      client,
      forward: forwardRecording(seen),
      dispatchDebug: () => undefined,
    });
    pipe(
      exchange(operations.source),
      subscribe((result: OperationResult) => results.push(result)),
    );
    operations.next(operation(1));
    loading.reject(new Error('Failed to fetch dynamically imported module'));
    await loading.promise.catch(() => undefined);
    await Promise.resolve();

    expect(numbers(seen)).toEqual([1]);
    expect(results.map((result) => [keys.get(result.operation.key), result.extensions?.tagged])).toEqual([
      [1, undefined],
    ]);
  });

  it('sends nothing on once its results are no longer wanted', async () => {
    const loading = deferred<Exchange>();
    const seen: Operation[] = [];
    const operations = makeSubject<Operation>();
    const exchange = lazyExchange(() => loading.promise)({
      client,
      forward: forwardRecording(seen),
      dispatchDebug: () => undefined,
    });
    const subscription = pipe(
      exchange(operations.source),
      subscribe(() => undefined),
    );
    operations.next(operation(1));
    subscription.unsubscribe();
    loading.resolve(taggingExchange);
    await loading.promise;
    await Promise.resolve();
    operations.next(operation(2));
    expect(seen).toEqual([]);
  });
});
