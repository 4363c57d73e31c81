import type { Exchange, Operation, OperationResult } from 'urql';
import { make, makeSubject, pipe, type Subscription, subscribe } from 'wonka';

/** Lets every operation through untouched: the stand-in when a lazy exchange could not be loaded. */
const passThroughExchange: Exchange =
  ({ forward }) =>
  (operations$) =>
    forward(operations$);

/**
 * An exchange whose code is downloaded on demand (graphcache is not in the entry bundle). Loading starts when the
 * client is created; the operations that come before it has loaded wait, in order, and then go through it. If it
 * cannot be loaded (a failed chunk, which also asks for a reload), operations go on to the next exchange.
 */
export function lazyExchange(load: () => Promise<Exchange>): Exchange {
  return (input) => (operations$) =>
    make<OperationResult>((observer) => {
      const waiting: Operation[] = [];
      const operations = makeSubject<Operation>();
      let ready = false;
      let ended = false;
      let results: Subscription | undefined;

      const incoming = pipe(
        operations$,
        subscribe((operation: Operation) => {
          if (ready) operations.next(operation);
          else waiting.push(operation);
        }),
      );

      const start = (exchange: Exchange) => {
        if (ended) return;
        results = pipe(
          exchange(input)(operations.source),
          subscribe((result: OperationResult) => observer.next(result)),
        );
        ready = true;
        for (const operation of waiting.splice(0)) operations.next(operation);
      };
      load().then(start, () => start(passThroughExchange));

      return () => {
        ended = true;
        incoming.unsubscribe();
        results?.unsubscribe();
        operations.complete();
      };
    });
}
