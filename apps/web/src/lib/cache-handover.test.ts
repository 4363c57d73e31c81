import { cacheExchange as graphcacheExchange } from '@urql/exchange-graphcache';
import { Client, createRequest, type Exchange, gql, makeOperation, type Operation, type OperationResult } from 'urql';
import { describe, expect, it } from 'vitest';
import { filter, makeSubject, merge, pipe, type Source, subscribe } from 'wonka';
import { cacheHandoverExchange } from './cache-handover.ts';

const client = new Client({ url: '/graphql', exchanges: [] });
const ITEM = gql`
  query Item($id: ID!) {
    item(id: $id) {
      __typename
      id
      name
    }
  }
`;
const RENAME = gql`
  mutation Rename($id: ID!) {
    rename(id: $id) {
      __typename
      id
      name
    }
  }
`;
const ITEM_CHANGED = gql`
  subscription ItemChanged {
    itemChanged {
      __typename
      id
      name
    }
  }
`;

const query = (id: string, requestPolicy: 'cache-first' | 'network-only' = 'cache-first') =>
  client.createRequestOperation('query', createRequest(ITEM, { id }), { requestPolicy });
const mutation = (id: string) => client.createRequestOperation('mutation', createRequest(RENAME, { id }));
const liveUpdates = () => client.createRequestOperation('subscription', createRequest(ITEM_CHANGED, {}));

/** The network: records what reaches it; the test answers when it chooses. */
function network() {
  const seen: Operation[] = [];
  const answers = makeSubject<OperationResult>();
  let calls = 0;
  const forward = (operations$: Source<Operation>): Source<OperationResult> => {
    calls += 1;
    pipe(
      operations$,
      filter((operation: Operation) => operation.kind !== 'teardown'),
      subscribe((operation: Operation) => seen.push(operation)),
    );
    return merge([answers.source]);
  };
  const answer = (operation: Operation, name: string) =>
    answers.next({
      operation,
      data: {
        [operation.kind === 'mutation' ? 'rename' : 'item']: { __typename: 'Item', id: operation.variables?.id, name },
      },
      stale: false,
      hasNext: false,
    });
  return { seen, forward, answer, kinds: () => seen.map((operation) => operation.kind), calls: () => calls };
}

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** The exchange under test, with the moment of the switch and graphcache's download in the test's hands. */
function setUp() {
  const net = network();
  const start = deferred<void>();
  const loading = deferred<Exchange>();
  let busy: () => boolean = () => false;
  const operations = makeSubject<Operation>();
  const results: OperationResult[] = [];
  const exchange = cacheHandoverExchange({
    load: () => loading.promise,
    when: (isBusy) => {
      busy = isBusy;
      return start.promise;
    },
  })({
    // graphcache asks the client to run a query again when its data changed: that comes back through the exchange.
    client: Object.assign(Object.create(client) as Client, {
      reexecuteOperation: (operation: Operation) => operations.next(operation),
    }),
    forward: net.forward,
    dispatchDebug: () => undefined,
  });
  const subscription = pipe(
    exchange(operations.source),
    subscribe((result: OperationResult) => results.push(result)),
  );
  const names = (key: number) =>
    results
      .filter((result) => result.operation.key === key)
      .map((result) => (result.data as { item?: { name: string } } | undefined)?.item?.name);
  const switchToGraphcache = async (exchange: Exchange = graphcacheExchange({})) => {
    start.resolve();
    loading.resolve(exchange);
    await loading.promise;
    await new Promise((resolve) => setTimeout(resolve, 0));
  };
  return { net, operations, results, names, busy: () => busy(), subscription, start, loading, switchToGraphcache };
}

describe('cacheHandoverExchange (issue 11)', () => {
  it('answers the first screen with the document cache and holds the subscriptions back', () => {
    const { net, operations, names, busy } = setUp();
    const first = query('1');
    operations.next(first);
    operations.next(liveUpdates());
    expect(net.kinds()).toEqual(['query']);
    expect(busy()).toBe(true);

    net.answer(net.seen[0] as Operation, 'Ada');
    expect(names(first.key)).toEqual(['Ada']);
    expect(busy()).toBe(false);
    // Asked again, the document cache answers without a request.
    operations.next(query('1'));
    expect(net.kinds()).toEqual(['query']);
    expect(names(first.key)).toEqual(['Ada', 'Ada']);
  });

  it('hands the queries on screen over to graphcache without asking again, and starts the subscriptions', async () => {
    const { net, operations, names, switchToGraphcache } = setUp();
    const first = query('1');
    operations.next(first);
    operations.next(liveUpdates());
    net.answer(net.seen[0] as Operation, 'Ada');

    await switchToGraphcache();
    // No query went out again: graphcache received the document cache's answer; the subscription started.
    expect(net.kinds()).toEqual(['query', 'subscription']);
    expect(names(first.key)).toEqual(['Ada', 'Ada']);

    // graphcache now holds the item: a mutation's answer updates the query on screen, without a request.
    const rename = mutation('1');
    operations.next(rename);
    expect(net.kinds()).toEqual(['query', 'subscription', 'mutation']);
    net.answer(net.seen[2] as Operation, 'Grace');
    expect(names(first.key).at(-1)).toBe('Grace');
    expect(net.kinds()).toEqual(['query', 'subscription', 'mutation']);
    // Both caches share one way to the network: urql lets an exchange forward only once.
    expect(net.calls()).toBe(1);
  });

  it('hands a query over when its answer comes after the switch', async () => {
    const { net, operations, names, switchToGraphcache, busy } = setUp();
    const first = query('1');
    operations.next(first);
    expect(busy()).toBe(true);
    await switchToGraphcache();
    net.answer(net.seen[0] as Operation, 'Ada');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(names(first.key)).toEqual(['Ada', 'Ada']);

    // In graphcache now: the same query is answered from its cache.
    operations.next(query('1'));
    expect(net.kinds()).toEqual(['query']);
    expect(names(first.key)).toEqual(['Ada', 'Ada', 'Ada']);
  });

  it('sends everything after the switch through graphcache, network-only queries to the network', async () => {
    const { net, operations, switchToGraphcache } = setUp();
    await switchToGraphcache();
    operations.next(query('2'));
    operations.next(query('2', 'network-only'));
    expect(net.kinds()).toEqual(['query', 'query']);
  });

  it('keeps the document cache, subscriptions included, when graphcache cannot be downloaded', async () => {
    const { net, operations, start, loading, names } = setUp();
    operations.next(liveUpdates());
    start.resolve();
    loading.reject(new Error('Failed to fetch dynamically imported module'));
    await loading.promise.catch(() => undefined);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(net.kinds()).toEqual(['subscription']);
    const first = query('1');
    operations.next(first);
    net.answer(net.seen[1] as Operation, 'Ada');
    expect(names(first.key)).toEqual(['Ada']);
  });

  it('forgets a query or a held subscription that is torn down', async () => {
    const { net, operations, switchToGraphcache } = setUp();
    const live = liveUpdates();
    operations.next(live);
    operations.next(makeOperation('teardown', live));
    await switchToGraphcache();
    expect(net.kinds()).toEqual([]);
  });

  it('does nothing more once its results are no longer wanted', async () => {
    const { net, operations, subscription, switchToGraphcache } = setUp();
    operations.next(liveUpdates());
    subscription.unsubscribe();
    await switchToGraphcache();
    operations.next(query('1'));
    expect(net.kinds()).toEqual([]);
  });
});
