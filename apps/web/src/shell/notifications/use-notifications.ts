import { NOTIFICATIONS_PAGE_SIZE } from '@cohort/shared';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useClient, useQuery } from 'urql';
import { onLiveUpdatesConnected } from '../../lib/graphql-client.ts';
import { type ResultOf, readFragment } from '../../lib/graphql.ts';
import { MarkNotificationsReadMutation } from './graphql/mark-notifications-read.mutation.ts';
import { NotificationCreatedSubscription } from './graphql/notification-created.subscription.ts';
import { NotificationRecipientFragment } from './graphql/notification-recipient.fragment.ts';
import { NotificationsQuery } from './graphql/notifications.query.ts';
import { SetNotificationsLastSeenMutation } from './graphql/set-notifications-last-seen.mutation.ts';
import { UnseenNotificationsQuery } from './graphql/unseen-notifications.query.ts';
import { hasNextPage, mergePages, openingTimestamp, RECOUNT_AFTER_NOTIFICATION_MS } from './notification-rules.ts';

export type NotificationItem = ResultOf<typeof NotificationRecipientFragment>;

interface ListState {
  /** Loaded pages by 0-based index. */
  pages: NotificationItem[][];
  totalPages: number;
  loading: boolean;
  failed: boolean;
}

const EMPTY_LIST: ListState = { pages: [], totalPages: 0, loading: false, failed: false };

/**
 * The state of the notifications bell (spec 01 §4 Notifications): the unseen count, the last-seen marker the list is
 * grouped by, the pages of the list, and what opening, closing, scrolling, reading and live events do to them.
 */
export function useNotifications() {
  const client = useClient();
  const [{ data: unseenData }, recount] = useQuery({ query: UnseenNotificationsQuery });
  const [unseenCount, setUnseenCount] = useState(0);
  /** Epoch seconds; null: never opened; undefined: not known yet. */
  const [lastSeen, setLastSeen] = useState<number | null | undefined>(undefined);
  const [opened, setOpened] = useState(false);
  const isOpen = useRef(false);
  const openedAt = useRef<number | null>(null);
  const [list, setList] = useState<ListState>(EMPTY_LIST);
  const [readIds, setReadIds] = useState<ReadonlySet<string>>(() => new Set());
  // Answers of an older load (before a reset) are dropped.
  const generation = useRef(0);
  const pending = useRef(new Set<number>());

  const serverUnseen = unseenData?.unseenNotifications;
  useEffect(() => {
    if (!serverUnseen) return;
    // While the list is open everything in it counts as seen: a count read before the opening was recorded is stale.
    if (!isOpen.current) setUnseenCount(serverUnseen.count);
    setLastSeen((current) => (current === undefined ? (serverUnseen.lastSeenTimestamp ?? null) : current));
  }, [serverUnseen]);

  const loadPage = useCallback(
    async (page: number) => {
      if (pending.current.has(page)) return;
      pending.current.add(page);
      const current = generation.current;
      setList((state) => ({ ...state, loading: true, failed: false }));
      const result = await client
        .query(
          NotificationsQuery,
          { pageSize: NOTIFICATIONS_PAGE_SIZE, currentPage: page },
          { requestPolicy: 'network-only' },
        )
        .toPromise();
      pending.current.delete(page);
      if (current !== generation.current) return;
      const answer = result.data?.notifications;
      setList((state) => {
        if (!answer) return { ...state, loading: pending.current.size > 0, failed: true };
        const pages = [...state.pages];
        pages[page] = answer.notifications.map((item) => readFragment(NotificationRecipientFragment, item));
        return { pages, totalPages: answer.meta.totalPages, loading: pending.current.size > 0, failed: false };
      });
    },
    [client],
  );

  /** Starts the list again from its first page (on opening). */
  const reload = useCallback(() => {
    generation.current += 1;
    pending.current.clear();
    setList({ ...EMPTY_LIST, loading: true });
    void loadPage(0);
  }, [loadPage]);

  const loadedPages = list.pages.length;
  const canLoadMore = hasNextPage(loadedPages, list.totalPages);
  const loadMore = useCallback(() => {
    if (canLoadMore && !list.loading) void loadPage(loadedPages);
  }, [canLoadMore, list.loading, loadPage, loadedPages]);

  /** Opening resets the unseen count and records the opening time as last seen (spec 01 §4). */
  const open = useCallback(() => {
    const at = openingTimestamp();
    openedAt.current = at;
    isOpen.current = true;
    setOpened(true);
    setUnseenCount(0);
    reload();
    void client
      .mutation(SetNotificationsLastSeenMutation, { timestamp: at })
      .toPromise()
      .then((result) => {
        const count = result.data?.setNotificationsLastSeen;
        if (typeof count === 'number' && !isOpen.current) setUnseenCount(count);
      });
  }, [client, reload]);

  /** Closing makes the opening time the marker between New and Earlier (spec 01 §4). */
  const close = useCallback(() => {
    isOpen.current = false;
    setOpened(false);
    if (openedAt.current !== null) setLastSeen(openedAt.current);
  }, []);

  /** Marks notifications read, on the server and at once here (spec 01 §4). */
  const markRead = useCallback(
    (ids: readonly string[]) => {
      if (ids.length === 0) return;
      setReadIds((current) => new Set([...current, ...ids]));
      void client.mutation(MarkNotificationsReadMutation, { ids: [...ids] }).toPromise();
    },
    [client],
  );

  // A live notification: one more unseen, the list again, and the true count a second later (spec 01 §4, §9).
  // Each event is handled once, even when several arrive in the same moment.
  const listLoaded = loadedPages > 0 || list.loading;
  const recountTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const onCreated = useRef(() => {});
  useEffect(() => {
    onCreated.current = () => {
      setUnseenCount((count) => count + 1);
      if (listLoaded) void loadPage(0);
      clearTimeout(recountTimer.current);
      recountTimer.current = setTimeout(
        () => recount({ requestPolicy: 'network-only' }),
        RECOUNT_AFTER_NOTIFICATION_MS,
      );
    };
  }, [listLoaded, loadPage, recount]);
  // The live notifications start after the first screen (and again after a lost connection): the count, and the list
  // when it is loaded, are asked again then for what they could not push meanwhile.
  const onConnected = useRef(() => {});
  useEffect(() => {
    onConnected.current = () => {
      recount({ requestPolicy: 'network-only' });
      if (listLoaded) void loadPage(0);
    };
  }, [listLoaded, loadPage, recount]);
  useEffect(() => onLiveUpdatesConnected(client, () => onConnected.current()), [client]);
  useEffect(() => {
    const subscription = client.subscription(NotificationCreatedSubscription, {}).subscribe((result) => {
      if (result.data?.notificationCreated) onCreated.current();
    });
    return () => {
      subscription.unsubscribe();
      clearTimeout(recountTimer.current);
    };
  }, [client]);

  const items = useMemo(
    () =>
      mergePages(list.pages).map((item) => (readIds.has(item._id) && !item.isRead ? { ...item, isRead: true } : item)),
    [list.pages, readIds],
  );

  return {
    unseenCount,
    lastSeen: lastSeen ?? null,
    opened,
    open,
    close,
    items,
    loading: list.loading,
    failed: list.failed,
    canLoadMore,
    loadMore,
    retry: reload,
    markRead,
  };
}
