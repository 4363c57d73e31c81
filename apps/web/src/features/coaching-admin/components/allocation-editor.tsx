import { ALLOCATION_UNITS, type AllocationUnit, COACHING_LIMITS } from '@cohort/shared';
import { Alert, Button, Group, NumberInput, Popover, SegmentedControl, Stack } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import { graphqlErrorMessage } from '../../../lib/graphql-errors.ts';
import { type HoursRow, SetHourAllocationMutation } from '../graphql/coaching-admin.graphql.ts';

/**
 * Sets (or takes away) the allocation of a startup or a mentor in a programme, from the hours report. The amount
 * opens at the row's current allocation, in hours.
 */
export function AllocationEditor({
  row,
  defaultUnit,
  onSaved,
}: {
  row: HoursRow;
  defaultUnit: AllocationUnit;
  onSaved: () => void;
}) {
  const { t } = useTranslation(['coachingAdmin', 'errors']);
  const [opened, setOpened] = useState(false);
  const initialUnit: AllocationUnit =
    row.MINUTES_ALLOCATED != null && row.MINUTES_ALLOCATED % 480 === 0 && defaultUnit === 'DAY' ? 'DAY' : 'HOUR';
  const [unit, setUnit] = useState<AllocationUnit>(initialUnit);
  const [amount, setAmount] = useState<number | string>(
    row.MINUTES_ALLOCATED == null ? '' : Math.round(row.MINUTES_ALLOCATED / (initialUnit === 'DAY' ? 480 : 60)),
  );
  const [{ fetching, error }, setAllocation] = useMutation(SetHourAllocationMutation);
  const name = row.startupName ?? row.mentorName ?? '';

  const save = async (remove: boolean) => {
    const result = await setAllocation({
      input: {
        programId: row.programId,
        startupId: row.startupId,
        mentorId: row.mentorId,
        unit,
        amount: remove ? 0 : Number(amount || 0),
      },
      remove,
    });
    if (!result.error) {
      setOpened(false);
      onSaved();
    }
  };

  return (
    <Popover opened={opened} onChange={setOpened} trapFocus position="bottom-end" withArrow shadow="md">
      <Popover.Target>
        <Button
          variant="subtle"
          size="compact-sm"
          leftSection={<IconPencil size={14} />}
          onClick={() => setOpened((open) => !open)}
          aria-label={t('hours.allocateFor', { name })}
          data-testid="hours-allocate"
        >
          {t('hours.allocate')}
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            void save(false);
          }}
          noValidate
        >
          <Stack gap="sm" w={260} data-testid="hours-allocation-form">
            <NumberInput
              label={t('hours.amount', { name })}
              value={amount}
              min={0}
              max={COACHING_LIMITS.maxAllocationAmount}
              allowDecimal={false}
              allowNegative={false}
              onChange={setAmount}
              data-autofocus
              data-testid="hours-allocation-amount"
            />
            <SegmentedControl
              aria-label={t('matching.unit')}
              value={unit}
              onChange={(value) => setUnit(value as AllocationUnit)}
              data={ALLOCATION_UNITS.map((value) => ({ value, label: t(`units.${value}`) }))}
              data-testid="hours-allocation-unit"
            />
            {error ? (
              <Alert color="red" role="alert">
                {graphqlErrorMessage(error, (key) => t(`errors:${key}`))}
              </Alert>
            ) : null}
            <Group justify="space-between">
              <Button
                variant="subtle"
                color="red"
                size="xs"
                onClick={() => void save(true)}
                disabled={fetching}
                data-testid="hours-allocation-remove"
              >
                {t('hours.removeAllocation')}
              </Button>
              <Button
                type="submit"
                size="xs"
                loading={fetching}
                disabled={amount === ''}
                data-testid="hours-allocation-save"
              >
                {t('save')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Popover.Dropdown>
    </Popover>
  );
}
