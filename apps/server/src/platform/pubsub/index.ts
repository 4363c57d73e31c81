import { createPubSub } from '@graphql-yoga/subscription';
import { createRedisEventTarget } from '@graphql-yoga/redis-event-target';
import { Redis } from 'ioredis';

/**
 * Live events. Every topic carries the organisation: `<incubatorId>:<event>` (rule 8 of ARCHITECTURE.md).
 * In-process by default; through Redis pub/sub when REDIS_URL is set, so several instances share them.
 */
export interface PubSub {
  publish(incubatorId: string, event: string, payload: unknown): void;
  subscribe(incubatorId: string, event: string): AsyncIterable<unknown>;
  close(): Promise<void>;
}

export function topic(incubatorId: string, event: string): string {
  return `${incubatorId}:${event}`;
}

export function createEventBus(redisUrl?: string): PubSub {
  const clients: Redis[] = [];
  let eventTarget: ReturnType<typeof createRedisEventTarget> | undefined;
  if (redisUrl) {
    const publishClient = new Redis(redisUrl, { lazyConnect: false, maxRetriesPerRequest: 3 });
    const subscribeClient = new Redis(redisUrl, { lazyConnect: false, maxRetriesPerRequest: 3 });
    clients.push(publishClient, subscribeClient);
    eventTarget = createRedisEventTarget({ publishClient, subscribeClient });
  }
  const bus = createPubSub<Record<string, [unknown]>>(eventTarget ? { eventTarget } : {});
  return {
    publish: (incubatorId, event, payload) => bus.publish(topic(incubatorId, event), payload),
    subscribe: (incubatorId, event) => bus.subscribe(topic(incubatorId, event)),
    async close() {
      await Promise.all(clients.map((client) => client.quit().catch(() => undefined)));
    },
  };
}
