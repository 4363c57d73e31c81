import { ROLE_GROUPS, TASK_MANAGER_ROLES, TASK_ROLES } from '@cohort/shared';
import { Anchor, Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { OrganisationLogo } from '../../../ui/organisation-logo.tsx';
import { roleAllows } from '../../access/index.ts';
import { useCurrentUser } from '../../identity/index.ts';
import { useOrganisation, usePageTitle } from '../../organisation/index.ts';
import { TodayTasksList, useTodayTasks } from '../../tasks/index.ts';
import { HomeStats } from '../components/home-stats.tsx';

/** Which pages of the stat cards the user may open. */
function pageAllowed(roleType: string, path: string): boolean {
  if (path.startsWith('/admin/configuration')) return roleAllows(roleType, { allowed: ROLE_GROUPS.adminGroup });
  if (path.startsWith('/tasks/')) return roleAllows(roleType, { allowed: TASK_MANAGER_ROLES });
  return true;
}

/**
 * / for a signed-in user (spec 01 §2.2): the greeting, today's tasks for the task roles, where the notifications are,
 * and for the staff the organisation's key counts.
 */
export function HomePage() {
  const { t } = useTranslation('home');
  const organisation = useOrganisation();
  const user = useCurrentUser();
  usePageTitle(t('pageTitle'));
  // The square logo beside the greeting: the full logo is already in the sidebar.
  const logo = organisation.logoSquare ?? null;
  const roleType = user.role.type;
  const withTasks = roleAllows(roleType, { allowed: TASK_ROLES });
  const staff = roleAllows(roleType, { allowed: TASK_MANAGER_ROLES });
  return (
    <Container size={1280} py="xl" data-testid="home-page">
      <Stack gap="xl">
        <Group gap="lg" wrap="nowrap">
          {logo ? <OrganisationLogo src={logo} name={organisation.name} height={56} testId="home-logo" /> : null}
          <div style={{ minWidth: 0 }}>
            <Title order={1} dir="auto" data-testid="home-welcome" style={{ overflowWrap: 'anywhere' }}>
              {t('welcome', { firstName: user.firstName })}
            </Title>
            <Text c="dimmed" data-testid="home-organisation">
              {organisation.name}
            </Text>
          </div>
        </Group>
        {staff ? <HomeStats linkable={(path) => pageAllowed(roleType, path)} /> : null}
        <Group align="flex-start" gap="lg" wrap="wrap">
          {withTasks ? <HomeTodayTasks /> : null}
          <Paper withBorder radius="md" p="md" style={{ flex: '1 1 260px' }} data-testid="home-notifications">
            <Group gap="sm" wrap="nowrap" align="flex-start">
              <IconBell size={20} stroke={1.5} />
              <Stack gap={4}>
                <Text fw={700}>{t('notifications.title')}</Text>
                <Text size="sm" c="dimmed">
                  {t('notifications.hint')}
                </Text>
              </Stack>
            </Group>
          </Paper>
        </Group>
      </Stack>
    </Container>
  );
}

function HomeTodayTasks() {
  const { t } = useTranslation('home');
  const today = useTodayTasks();
  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      style={{ flex: '2 1 420px' }}
      component="section"
      aria-labelledby="home-tasks-title"
      data-testid="home-tasks"
    >
      <Group justify="space-between" mb="sm">
        <Text id="home-tasks-title" fw={700} size="lg">
          {t('tasks.title')}
        </Text>
        <Anchor component={Link} to="/tasks" size="sm" data-testid="home-tasks-all">
          {t('tasks.all')}
        </Anchor>
      </Group>
      <TodayTasksList today={today} testId="home-tasks-list" />
    </Paper>
  );
}
