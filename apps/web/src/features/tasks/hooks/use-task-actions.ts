import { useMutation } from 'urql';
import { DeleteTaskMutation } from '../graphql/delete-task.mutation.ts';
import { UpdateTaskDoneMutation } from '../graphql/update-task-done.mutation.ts';
import { useTaskFeedback } from './use-task-feedback.ts';

export type TaskActionResult = { ok: true } | { ok: false; message: string };

/** Ticking and deleting a task, shared by the cards, the table rows and the task form. */
export function useTaskActions() {
  const feedback = useTaskFeedback();
  const [, updateTaskDone] = useMutation(UpdateTaskDoneMutation);
  const [, deleteTask] = useMutation(DeleteTaskMutation);
  return {
    feedback,
    /** Ticks or unticks the viewer's part; a failure shows an error toast. */
    setDone: async (taskId: string, done: boolean): Promise<boolean> => {
      const result = await updateTaskDone({ taskId, done });
      if (result.error) {
        feedback.failed(feedback.errorMessage(result.error));
        return false;
      }
      return true;
    },
    /** Deletes a task; the caller shows a failure where spec 01 §8 wants it (toast or banner). */
    remove: async (taskId: string): Promise<TaskActionResult> => {
      const result = await deleteTask({ taskId });
      if (result.error) return { ok: false, message: feedback.errorMessage(result.error) };
      return { ok: true };
    },
  };
}
