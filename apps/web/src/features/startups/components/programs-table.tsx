import { Anchor, Badge, Table, Text, VisuallyHidden } from '@mantine/core';
import { RowActions } from '../../../ui/row-actions.tsx';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDateLocale } from '../../../ui/date-label.tsx';
import type { ProgramData } from '../graphql/program-fields.fragment.ts';
import { useStartupLabels } from '../../organisation/index.ts';
import { peopleProgramsPath } from '../utils/people-programs-url.ts';
import { formatProgramDay, programPagePath } from '../utils/program-page.ts';
import { STARTUPS_URL_KEYS } from '../utils/startups-url.ts';

/** The dates of a programme: start and end, either alone, or a dash when it has none. */
function ProgramDates({ program }: { program: ProgramData }) {
  const { t } = useTranslation('startups');
  const locale = useDateLocale();
  const day = (value: string) => formatProgramDay(value, locale);
  if (program.startsOn && program.endsOn) {
    return (
      <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
        {day(program.startsOn)} – {day(program.endsOn)}
      </Text>
    );
  }
  if (program.startsOn) return <Text size="sm">{t('programs.from', { date: day(program.startsOn) })}</Text>;
  if (program.endsOn) return <Text size="sm">{t('programs.until', { date: day(program.endsOn) })}</Text>;
  return <Text c="dimmed">–</Text>;
}

/** How many take part: the startups (a link to the portfolio filtered by the programme) or the people (a link to the
 * programme's assignation page). */
function ProgramParticipants({ program }: { program: ProgramData }) {
  const { t } = useTranslation(['startups', 'peoplePrograms']);
  if (program.kind === 'user') {
    return (
      <Anchor
        component={Link}
        to={peopleProgramsPath(program._id)}
        size="sm"
        aria-label={t('peoplePrograms:list.showPeople', { name: program.name, count: program.memberCount })}
        data-testid="program-member-count"
        data-count={program.memberCount}
      >
        {t('peoplePrograms:list.people', { count: program.memberCount })}
      </Anchor>
    );
  }
  return (
    <Anchor
      component={Link}
      to={`/startups?${STARTUPS_URL_KEYS.programIds}=${encodeURIComponent(program._id)}`}
      size="sm"
      aria-label={t('startups:programs.showStartups', { name: program.name, count: program.startupCount })}
      data-testid="program-startup-count"
      data-count={program.startupCount}
    >
      {program.startupCount}
    </Anchor>
  );
}

/**
 * The programmes: name, kind, dates, description and who takes part (startups or people, each a link to where they
 * are); Edit and Delete where the viewer may change the programme. A programme of people's name leads to its
 * assignation page, a programme of startups' to its page.
 */
export function ProgramsTable({
  programs,
  onEdit,
  onDelete,
}: {
  programs: readonly ProgramData[];
  onEdit: (program: ProgramData) => void;
  onDelete: (program: ProgramData) => void;
}) {
  const { t } = useTranslation(['startups', 'peoplePrograms']);
  const labels = useStartupLabels();
  return (
    <Table.ScrollContainer minWidth={860}>
      <Table verticalSpacing="sm" highlightOnHover data-testid="programs-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('columns.name')}</Table.Th>
            <Table.Th>{t('peoplePrograms:kind.column')}</Table.Th>
            <Table.Th>{t('columns.dates')}</Table.Th>
            <Table.Th>{t('columns.description')}</Table.Th>
            <Table.Th>{t('peoplePrograms:list.participants')}</Table.Th>
            <Table.Th>
              <VisuallyHidden>{t('columns.actions')}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {programs.map((program) => (
            <Table.Tr
              key={program._id}
              data-testid="program-row"
              data-program-name={program.name}
              data-program-kind={program.kind}
            >
              <Table.Td>
                <Anchor
                  component={Link}
                  to={program.kind === 'user' ? peopleProgramsPath(program._id) : programPagePath(program._id)}
                  size="sm"
                  fw={600}
                  dir="auto"
                  data-testid="program-name"
                >
                  {program.name}
                </Anchor>
              </Table.Td>
              <Table.Td data-testid="program-kind" style={{ whiteSpace: 'nowrap' }}>
                <Badge variant="light" tt="none" color={program.kind === 'user' ? 'grape' : 'blue'}>
                  {program.kind === 'user' ? t('peoplePrograms:kind.userShort') : labels.plural}
                </Badge>
              </Table.Td>
              <Table.Td data-testid="program-dates">
                <ProgramDates program={program} />
              </Table.Td>
              <Table.Td maw={360}>
                {program.description ? (
                  <Text size="sm" lineClamp={2} dir="auto">
                    {program.description}
                  </Text>
                ) : (
                  <Text c="dimmed">–</Text>
                )}
              </Table.Td>
              <Table.Td>
                <ProgramParticipants program={program} />
              </Table.Td>
              <Table.Td>
                {program.viewerCanEdit ? (
                  <RowActions
                    labels={{
                      edit: t('actions.edit'),
                      editNamed: t('actions.editNamed', { name: program.name }),
                      delete: t('actions.delete'),
                      deleteNamed: t('actions.deleteNamed', { name: program.name }),
                    }}
                    onEdit={() => onEdit(program)}
                    onDelete={() => onDelete(program)}
                    testId="program"
                  />
                ) : null}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
