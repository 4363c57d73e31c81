import { Anchor, Table, Text, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AvatarList } from '../../../ui/avatar-list.tsx';
import { DateLabel } from '../../../ui/date-label.tsx';
import { FunnelStateBadge } from '../components/funnel-state-badge.tsx';
import type { FunnelData } from '../graphql/funnel-fields.fragment.ts';
import { funnelBuilderPath } from '../utils/funnels-url.ts';
import { type FunnelRowAction, FunnelRowMenu } from './funnel-row-menu.tsx';

/** The funnels: name and programme, state, dates in the organisation's time zone, submissions, admins, actions. */
export function FunnelsTable({
  funnels,
  timeZone,
  onAction,
}: {
  funnels: FunnelData[];
  timeZone: string;
  onAction: (funnel: FunnelData, action: FunnelRowAction) => void;
}) {
  const { t } = useTranslation('funnels');
  const noDate = (
    <Text span size="sm" c="dimmed">
      {t('list.noDate')}
    </Text>
  );
  return (
    <Table.ScrollContainer minWidth={900}>
      <Table verticalSpacing="sm" highlightOnHover data-testid="funnels-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('list.columns.name')}</Table.Th>
            <Table.Th>{t('list.columns.state')}</Table.Th>
            <Table.Th>{t('list.columns.opensAt')}</Table.Th>
            <Table.Th>{t('list.columns.closesAt')}</Table.Th>
            <Table.Th ta="end">{t('list.columns.submitted')}</Table.Th>
            <Table.Th>{t('list.columns.admins')}</Table.Th>
            <Table.Th>
              <VisuallyHidden>{t('list.columns.actions')}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {funnels.map((funnel) => (
            <Table.Tr
              key={funnel._id}
              data-testid="funnel-row"
              data-funnel-name={funnel.name}
              data-funnel-id={funnel._id}
            >
              <Table.Td>
                <Anchor component={Link} to={funnelBuilderPath(funnel._id)} fw={500} dir="auto">
                  {funnel.name}
                </Anchor>
                <Text size="xs" c="dimmed" dir="auto" data-testid="funnel-program">
                  {funnel.program?.name ?? t('list.noProgram')}
                </Text>
              </Table.Td>
              <Table.Td>
                <FunnelStateBadge state={funnel.state} opensAt={funnel.opensAt} timeZone={timeZone} />
              </Table.Td>
              <Table.Td>
                {funnel.opensAt ? <DateLabel value={funnel.opensAt} format="dateTime" timeZone={timeZone} /> : noDate}
              </Table.Td>
              <Table.Td>
                {funnel.closesAt ? <DateLabel value={funnel.closesAt} format="dateTime" timeZone={timeZone} /> : noDate}
              </Table.Td>
              <Table.Td ta="end" data-testid="funnel-submitted">
                {funnel.submittedCount}
              </Table.Td>
              <Table.Td>
                <AvatarList people={funnel.admins} variant="compact" data-testid="funnel-admins" />
              </Table.Td>
              <Table.Td>
                <FunnelRowMenu funnel={funnel} onAction={(action) => onAction(funnel, action)} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
