import { Avatar, Box, Group, Loader, Modal, Stack, Text, TextInput, UnstyledButton } from '@mantine/core';
import { IconListCheck, IconRocket, IconSearch } from '@tabler/icons-react';
import { type KeyboardEvent, Suspense, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useStartupRelabel } from '../../../features/organisation/index.ts';
import { useDateTimeFormatter } from '../../../lib/dates.ts';
import { UserAvatar } from '../../../ui/avatar.tsx';
import { useRecordSearch } from '../hooks/use-record-search.ts';
import { useSearchModules } from '../hooks/use-search-modules.ts';
import { type SearchResultItem, searchResultItems } from '../utils/record-results.ts';
import { filterModuleResults, wrapIndex } from '../utils/search-results.ts';

/** The search panel (spec 01 §2.5): a modal that Escape and a click outside close. */
export function SearchPanel({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('search');
  return (
    <Modal.Root opened={opened} onClose={onClose} size="lg" yOffset="10dvh" data-testid="global-search-panel">
      <Modal.Overlay />
      <Modal.Content aria-label={t('panel.label')} radius="md">
        <Modal.Body p={0}>
          <Suspense
            fallback={
              <Group justify="center" p="lg">
                <Loader size="sm" />
              </Group>
            }
          >
            <SearchPanelContent onClose={onClose} />
          </Suspense>
        </Modal.Body>
      </Modal.Content>
    </Modal.Root>
  );
}

function SearchPanelContent({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('search');
  const navigate = useNavigate();
  const relabel = useStartupRelabel();
  const listId = useId();
  const [term, setTerm] = useState('');
  const [active, setActive] = useState(0);
  const { modules, loading } = useSearchModules();
  const { records, settled } = useRecordSearch(term);
  const untitledTask = t('task.untitled');
  const results = useMemo(
    () => searchResultItems(filterModuleResults(modules, term), records, { untitledTask }),
    [modules, term, records, untitledTask],
  );
  const optionRefs = useRef(new Map<number, HTMLElement>());
  const current = active < results.length ? active : results.length > 0 ? 0 : -1;

  useEffect(() => {
    optionRefs.current.get(current)?.scrollIntoView?.({ block: 'nearest' });
  }, [current]);

  const choose = (item: SearchResultItem | undefined) => {
    if (!item) return;
    onClose();
    if (item.target.kind === 'route') navigate(item.target.to);
    else window.location.href = item.target.href;
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setActive(wrapIndex(current, event.key === 'ArrowDown' ? 1 : -1, results.length));
    } else if (event.key === 'Enter' && !event.nativeEvent.isComposing) {
      event.preventDefault();
      choose(results[current]);
    }
  };

  const optionId = (index: number) => `${listId}-option-${index}`;
  const groups = (['modules', 'people', 'startups', 'tasks'] as const)
    .map((group) => ({
      group,
      entries: results.map((item, index) => ({ item, index })).filter(({ item }) => item.group === group),
    }))
    .filter(({ entries }) => entries.length > 0);
  const waiting = loading || (!settled && results.length === 0);

  return (
    <Stack gap={0}>
      <TextInput
        data-autofocus
        value={term}
        onChange={(event) => {
          setTerm(event.currentTarget.value);
          setActive(0);
        }}
        onKeyDown={onKeyDown}
        placeholder={t('panel.placeholder')}
        aria-label={t('panel.label')}
        leftSection={<IconSearch size={18} />}
        rightSection={!settled ? <Loader size="xs" /> : null}
        size="lg"
        variant="unstyled"
        px="sm"
        role="combobox"
        aria-expanded
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={current >= 0 ? optionId(current) : undefined}
        style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}
        data-testid="global-search-input"
      />
      <Box
        id={listId}
        role="listbox"
        aria-label={t('panel.results')}
        mah="60dvh"
        style={{ overflowY: 'auto' }}
        p="xs"
        data-testid="global-search-results"
        data-settled={settled && !loading}
      >
        {results.length === 0 ? (
          waiting ? (
            <Text c="dimmed" ta="center" p="lg" size="sm">
              {t('panel.searching')}
            </Text>
          ) : (
            <Text c="dimmed" ta="center" p="lg" data-testid="global-search-empty">
              {t('panel.empty')}
            </Text>
          )
        ) : (
          groups.map(({ group, entries }) => (
            <Box key={group} role="group" aria-labelledby={`${listId}-${group}`} mb="xs">
              <Text id={`${listId}-${group}`} size="xs" fw={700} c="dimmed" tt="uppercase" px="sm" py={4}>
                {relabel(t(`panel.groups.${group}`))}
              </Text>
              {entries.map(({ item, index }) => (
                <ResultOption
                  key={item.id}
                  item={item}
                  id={optionId(index)}
                  selected={index === current}
                  onHover={() => setActive(index)}
                  onChoose={() => choose(item)}
                  ref={(element) => {
                    if (element) optionRefs.current.set(index, element);
                    else optionRefs.current.delete(index);
                  }}
                />
              ))}
            </Box>
          ))
        )}
      </Box>
      <Text size="xs" c="dimmed" px="md" py={6} style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}>
        {t('panel.hint')}
      </Text>
    </Stack>
  );
}

function ResultOption({
  item,
  id,
  selected,
  onHover,
  onChoose,
  ref,
}: {
  item: SearchResultItem;
  id: string;
  selected: boolean;
  onHover: () => void;
  onChoose: () => void;
  ref: (element: HTMLElement | null) => void;
}) {
  return (
    <UnstyledButton
      ref={ref}
      id={id}
      role="option"
      aria-selected={selected}
      tabIndex={-1}
      onMouseMove={selected ? undefined : onHover}
      onMouseDown={(event) => event.preventDefault()}
      onClick={onChoose}
      w="100%"
      pe="sm"
      ps={item.kind === 'section' ? 'xl' : 'sm'}
      py={6}
      style={{
        display: 'block',
        borderRadius: 'var(--mantine-radius-sm)',
        background: selected ? 'var(--mantine-primary-color-light)' : undefined,
      }}
      data-testid="global-search-option"
      data-kind={item.kind}
      data-selected={selected || undefined}
      data-target={item.target.kind === 'route' ? item.target.to : item.target.href}
    >
      <ResultBody item={item} selected={selected} />
    </UnstyledButton>
  );
}

function ResultBody({ item, selected }: { item: SearchResultItem; selected: boolean }) {
  const { t } = useTranslation('search');
  switch (item.kind) {
    case 'person':
      return (
        <Group gap="sm" wrap="nowrap">
          <UserAvatar person={{ fullName: item.label, avatar: item.avatar }} size="small" />
          <Box miw={0}>
            <Text size="sm" fw={500} truncate dir="auto">
              {item.label}
            </Text>
            <Text size="xs" c="dimmed" truncate dir="auto">
              {item.description}
            </Text>
          </Box>
          {selected ? (
            <Text size="xs" c="dimmed" ms="auto" style={{ whiteSpace: 'nowrap' }}>
              {item.target.kind === 'route' ? t('person.openUsers') : t('person.email')}
            </Text>
          ) : null}
        </Group>
      );
    case 'startup':
      return (
        <Group gap="sm" wrap="nowrap">
          <Avatar src={item.logo} size={24} radius="sm" alt="">
            <IconRocket size={16} aria-hidden />
          </Avatar>
          <Text size="sm" fw={500} truncate dir="auto">
            {item.label}
          </Text>
        </Group>
      );
    case 'task':
      return <TaskResultBody label={item.label} dueDate={item.dueDate} />;
    default:
      return (
        <Box miw={0}>
          <Text size="sm" fw={item.kind === 'module' ? 600 : 400} truncate>
            {item.label}
          </Text>
          {item.kind === 'module' ? (
            <Text size="xs" c="dimmed" truncate>
              {item.description}
            </Text>
          ) : null}
        </Box>
      );
  }
}

function TaskResultBody({ label, dueDate }: { label: string; dueDate: string }) {
  const { t } = useTranslation('search');
  const format = useDateTimeFormatter();
  return (
    <Group gap="sm" wrap="nowrap">
      <IconListCheck size={20} aria-hidden />
      <Box miw={0}>
        <Text size="sm" fw={500} truncate dir="auto">
          {label}
        </Text>
        <Text size="xs" c="dimmed">
          {t('task.due', { date: format(dueDate) })}
        </Text>
      </Box>
    </Group>
  );
}
