import { AvatarList } from '../../../ui/avatar-list.tsx';
import type { AvatarPerson } from '../../../ui/avatar.tsx';
import type { TaskCardData } from '../graphql/task-card.fragment.ts';

type AssigneePerson = AvatarPerson & { _id: string };

/** The people and startups a task is for, as avatars (a startup shows its logo or initials). */
export function assigneePeople(task: TaskCardData): AssigneePerson[] {
  return task.assignees.map((assignee) => {
    if (assignee.user) return { ...assignee.user, _id: assignee._id };
    if (assignee.startup)
      return { _id: assignee._id, fullName: assignee.startup.name, avatar: assignee.startup.logo ?? null };
    return { _id: assignee._id, fullName: '?' };
  });
}

export function TaskAssignees({ task, variant = 'regular' }: { task: TaskCardData; variant?: 'regular' | 'compact' }) {
  return <AvatarList people={assigneePeople(task)} variant={variant} data-testid="task-assignees" />;
}
