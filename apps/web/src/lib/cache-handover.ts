import {
  cacheExchange as documentCacheExchange,
  type Exchange,
  makeOperation,
  type Operation,
  type OperationResult,
} from 'urql';
import {
  filter,
  make,
  makeSubject,
  merge,
  onPush,
  pipe,
  type Source,
  type Subscription,
  share,
  subscribe,
} from 'wonka';

export interface CacheHandoverOptions {
  /** Downloads the normalised cache (graphcache). */
  load: () => Promise<Exchange>;
  /**
   * Resolves when it is time to download it (lib/first-screen.ts: the first screen is complete, or the user acts);
   * `busy` says whether operations are waiting for an answer.
   */
  when: (busy: () => boolean) => Promise<void>;
}

/** A query the document cache answered, kept until it is handed over to the normalised cache. */
interface ActiveQuery {
  operation: Operation;
  /** Its last answer that is not waiting for a fresher one. */
  result?: OperationResult;
  /** Hand it over as soon as its answer comes (it had none when the normalised cache arrived). */
  handOverOnResult?: boolean;
}

/**
 * The cache of the signed-in client (issue 11): urql's document cache for the first screen, graphcache once the
 * first screen is complete (or at the first click or key press), so that neither graphcache nor the websocket client
 * is part of the first screen's download.
 *
 * - Before the switch, queries and mutations go through the document cache; subscriptions wait (the live updates
 *   need graphcache to update what is on screen), and start with it.
 * - At the switch, every query on screen is handed over: graphcache receives its last answer as if from the network
 *   (no request is sent again), and from then on keeps it up to date; a query still waiting for its answer is handed
 *   over when it comes. Everything after the switch goes through graphcache.
 * - If graphcache cannot be downloaded, the document cache keeps everything, subscriptions included.
 */
export function cacheHandoverExchange({ load, when }: CacheHandoverOptions): Exchange {
  return (input) => (operations$) =>
    make<OperationResult>((observer) => {
      let phase: 'document' | 'normalised' | 'documentOnly' = 'document';
      let ended = false;
      const active = new Map<number, ActiveQuery>();
      /** Queries and mutations of the document cache that wait for an answer. */
      const waiting = new Set<number>();
      /** Subscriptions that start with the normalised cache. */
      const held = new Map<number, Operation>();
      /** Answers graphcache receives instead of a request, by operation key (during a handover only). */
      const replays = new Map<number, OperationResult>();

      const documentOperations = makeSubject<Operation>();
      const normalisedOperations = makeSubject<Operation>();
      const replayed = makeSubject<OperationResult>();
      let normalised: Subscription | undefined;

      // The rest of the chain (retries, fetch, websocket) is one: an exchange forwards only once. Each cache sends its
      // operations there and gets back the answers to the operations it sent.
      const toNetwork = makeSubject<Operation>();
      const fromNetwork$ = pipe(input.forward(toNetwork.source), share);
      const sentBy = new Map<number, 'document' | 'normalised'>();
      const forwardFrom =
        (cache: 'document' | 'normalised', extra?: Source<OperationResult>) =>
        (forwarded$: Source<Operation>): Source<OperationResult> =>
          pipe(
            merge([
              pipe(
                fromNetwork$,
                filter((result: OperationResult) => sentBy.get(result.operation.key) === cache),
              ),
              ...(extra ? [extra] : []),
              pipe(
                forwarded$,
                onPush((operation: Operation) => {
                  if (operation.kind !== 'teardown') sentBy.set(operation.key, cache);
                  toNetwork.next(operation);
                }),
                filter((_operation: Operation): _operation is never => false),
              ),
            ]),
            share,
          );

      const document = pipe(
        documentCacheExchange({ ...input, forward: forwardFrom('document') })(documentOperations.source),
        subscribe((result: OperationResult) => {
          const { key } = result.operation;
          const fresh = !result.stale && !result.hasNext;
          if (fresh) waiting.delete(key);
          observer.next(result);
          const query = active.get(key);
          if (!query) return;
          query.result = fresh ? result : undefined;
          if (fresh && query.handOverOnResult) handOver(query);
        }),
      );

      /** graphcache's way to the network: an answer kept for the handover is given back instead of a request. */
      const toNetworkFromNormalised = forwardFrom('normalised', replayed.source);
      const replayingForward = (forwarded$: Source<Operation>): Source<OperationResult> =>
        toNetworkFromNormalised(
          pipe(
            forwarded$,
            filter((operation: Operation) => {
              const replay = operation.kind === 'query' ? replays.get(operation.key) : undefined;
              if (!replay) return true;
              replays.delete(operation.key);
              // Given back after the current dispatch, as an answer from the network would be.
              queueMicrotask(() => replayed.next({ ...replay, operation, stale: false, hasNext: false }));
              return false;
            }),
          ),
        );

      function handOver(query: ActiveQuery) {
        const { operation, result } = query;
        active.delete(operation.key);
        if (!result) return;
        // The document cache forgets it (it would otherwise fetch it again after a mutation); graphcache takes it.
        documentOperations.next(makeOperation('teardown', operation));
        replays.set(operation.key, result);
        normalisedOperations.next(
          makeOperation(operation.kind, operation, { ...operation.context, requestPolicy: 'cache-first' }),
        );
        // graphcache may have answered from what another query brought: that answer is not needed any more.
        replays.delete(operation.key);
      }

      function switchToNormalised(exchange: Exchange) {
        if (ended || phase !== 'document') return;
        normalised = pipe(
          exchange({ ...input, forward: replayingForward })(normalisedOperations.source),
          subscribe((result: OperationResult) => observer.next(result)),
        );
        phase = 'normalised';
        for (const query of [...active.values()]) {
          if (query.result) handOver(query);
          else query.handOverOnResult = true;
        }
        for (const operation of held.values()) normalisedOperations.next(operation);
        held.clear();
      }

      function stayWithDocument() {
        if (ended || phase !== 'document') return;
        phase = 'documentOnly';
        for (const operation of held.values()) documentOperations.next(operation);
        held.clear();
      }

      const incoming = pipe(
        operations$,
        subscribe((operation: Operation) => {
          const { key, kind } = operation;
          if (kind === 'teardown') {
            active.delete(key);
            waiting.delete(key);
            if (held.delete(key)) return;
            documentOperations.next(operation);
            if (phase === 'normalised') normalisedOperations.next(operation);
            return;
          }
          if (phase === 'normalised') {
            normalisedOperations.next(operation);
            return;
          }
          if (kind === 'subscription' && phase === 'document') {
            held.set(key, operation);
            return;
          }
          if (kind === 'query') {
            const query = active.get(key);
            if (query) query.operation = operation;
            else active.set(key, { operation });
          }
          if (kind === 'query' || kind === 'mutation') waiting.add(key);
          documentOperations.next(operation);
        }),
      );

      when(() => waiting.size > 0)
        .then(() => (ended ? undefined : load()))
        .then(
          (exchange) => (exchange ? switchToNormalised(exchange) : undefined),
          () => stayWithDocument(),
        );

      return () => {
        ended = true;
        incoming.unsubscribe();
        document.unsubscribe();
        normalised?.unsubscribe();
        documentOperations.complete();
        toNetwork.complete();
        normalisedOperations.complete();
        replayed.complete();
      };
    });
}
