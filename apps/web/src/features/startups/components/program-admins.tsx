import { Group, Skeleton, Text } from '@mantine/core';
import { useQuery } from 'urql';
import { displayNameOf, UserAvatar } from '../../../ui/avatar.tsx';
import { UserHoverCard } from '../../people/index.ts';
import { ProgramAdminQuery } from '../graphql/program-admin.query.ts';

/** One admin of a programme: avatar and name, with the person's hover card; nothing when the person is gone. */
function ProgramAdmin({ userId }: { userId: string }) {
  const [{ data, fetching }] = useQuery({ query: ProgramAdminQuery, variables: { id: userId } });
  const person = data?.user;
  if (!person) return fetching ? <Skeleton circle height={32} width={32} /> : null;
  const name = displayNameOf(person);
  return (
    <UserHoverCard userId={person._id}>
      <Group component="span" gap={8} wrap="nowrap" data-testid="program-admin" data-person-name={name}>
        <UserAvatar person={person} size="medium" aria-hidden />
        <Text component="span" size="sm" dir="auto">
          {name}
        </Text>
      </Group>
    </UserHoverCard>
  );
}

/** The admins of a programme, each read on its own (a programme has a handful of them). */
export function ProgramAdmins({ adminIds }: { adminIds: readonly string[] }) {
  return (
    <Group gap="md" wrap="wrap" data-testid="program-admins">
      {adminIds.map((id) => (
        <ProgramAdmin key={id} userId={id} />
      ))}
    </Group>
  );
}
