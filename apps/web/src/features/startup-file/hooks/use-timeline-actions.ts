import type { TimelineReaction } from '@cohort/shared';
import { useMutation } from 'urql';
import { CreateTimelinePostMutation } from '../graphql/create-timeline-post.mutation.ts';
import { DeleteTimelinePostMutation } from '../graphql/delete-timeline-post.mutation.ts';
import { PinTimelinePostMutation } from '../graphql/pin-timeline-post.mutation.ts';
import { ReactToTimelinePostMutation } from '../graphql/react-to-timeline-post.mutation.ts';
import { UpdateTimelinePostMutation } from '../graphql/update-timeline-post.mutation.ts';
import { useFileFeedback } from './use-file-feedback.ts';

export type ActionResult = { ok: true } | { ok: false; message: string };

export interface NewPost {
  startupId: string;
  message: string;
  isPublic?: boolean;
  isUpdate?: boolean;
  parentId?: string;
  attachmentIds?: string[];
}

/**
 * What can be done to a timeline: post, reply, edit, pin, delete, react. Each answers whether it worked and the
 * error text when not; `onChanged` runs after each change so that the pages are asked again.
 */
export function useTimelineActions(onChanged: () => void) {
  const feedback = useFileFeedback();
  const [, create] = useMutation(CreateTimelinePostMutation);
  const [, update] = useMutation(UpdateTimelinePostMutation);
  const [, pin] = useMutation(PinTimelinePostMutation);
  const [, remove] = useMutation(DeleteTimelinePostMutation);
  const [, react] = useMutation(ReactToTimelinePostMutation);

  const settle = (error: Parameters<typeof feedback.errorMessage>[0] | undefined): ActionResult => {
    if (error) return { ok: false, message: feedback.errorMessage(error) };
    onChanged();
    return { ok: true };
  };

  return {
    feedback,
    post: async (input: NewPost) => settle((await create({ input })).error),
    edit: async (id: string, message: string) => settle((await update({ id, message })).error),
    pin: async (id: string, pinned: boolean) => settle((await pin({ id, pinned })).error),
    remove: async (id: string) => settle((await remove({ id })).error),
    /** A reaction needs no refetch: the answer carries the post's counts and the cache updates it. */
    react: async (id: string, reaction: TimelineReaction): Promise<ActionResult> => {
      const result = await react({ id, reaction });
      return result.error ? { ok: false, message: feedback.errorMessage(result.error) } : { ok: true };
    },
  };
}

export type TimelineActions = ReturnType<typeof useTimelineActions>;
