import { Button, Center, Stack, Text } from '@mantine/core';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import { ActivitiesChunk } from '../components/activities-chunk.tsx';
import { CommentComposer, type NewComment } from '../components/comment-composer.tsx';
import { CreateApplicationCommentMutation } from '../graphql/create-application-comment.mutation.ts';
import { DeleteApplicationCommentMutation } from '../graphql/delete-application-comment.mutation.ts';
import { useApplicationContext } from '../hooks/use-application-context.ts';
import { useApplicationFeedback } from '../hooks/use-application-feedback.ts';

const ignoreNext = () => undefined;

/**
 * /application/:id/activities: the composer, then comments (with replies and files) and status changes, newest
 * first, a page at a time. Private comments and the private switch only for staff who read them.
 */
export function ApplicationActivitiesPage() {
  const { application } = useApplicationContext();
  const { t } = useTranslation('applicationFile');
  const feedback = useApplicationFeedback();
  const [, create] = useMutation(CreateApplicationCommentMutation);
  const [, remove] = useMutation(DeleteApplicationCommentMutation);
  const [cursors, setCursors] = useState<(string | null)[]>([null]);
  const [nextOfLast, setNextOfLast] = useState<string | null>(null);
  const [tick, setTick] = useState(0);
  const refresh = useCallback(() => setTick((value) => value + 1), []);

  const lastIndex = cursors.length - 1;

  const post = async (comment: NewComment) => {
    const result = await create({ input: { applicationId: application._id, ...comment } });
    if (result.error) return feedback.errorMessage(result.error);
    feedback.succeeded(t('composer.posted'));
    refresh();
    return null;
  };
  const reply = async (parentId: string, message: string) => {
    const result = await create({ input: { applicationId: application._id, message, parentId, isPublic: false } });
    if (result.error) return feedback.errorMessage(result.error);
    refresh();
    return null;
  };
  const erase = async (id: string) => {
    const result = await remove({ id });
    if (result.error) return feedback.errorMessage(result.error);
    feedback.succeeded(t('comment.deleted'));
    refresh();
    return null;
  };

  return (
    <Stack gap="md" data-testid="application-activities">
      <CommentComposer
        applicationId={application._id}
        canWritePrivate={application.viewerCan.seePrivateComments}
        onPost={post}
      />
      {application.viewerCan.viewAsStaff && !application.viewerCan.seePrivateComments ? (
        <Text size="xs" c="dimmed">
          {t('activity.publicOnly')}
        </Text>
      ) : null}
      <Stack gap="sm" data-testid="application-activity-list">
        {cursors.map((cursor, index) => (
          <ActivitiesChunk
            key={cursor ?? 'first'}
            applicationId={application._id}
            cursor={cursor}
            refreshTick={tick}
            onNext={index === lastIndex ? setNextOfLast : ignoreNext}
            onReply={reply}
            onDelete={erase}
          />
        ))}
      </Stack>
      {nextOfLast ? (
        <Center>
          <Button
            variant="default"
            onClick={() => {
              setCursors((current) => [...current, nextOfLast]);
              setNextOfLast(null);
            }}
            data-testid="activities-more"
          >
            {t('activity.more')}
          </Button>
        </Center>
      ) : null}
    </Stack>
  );
}
