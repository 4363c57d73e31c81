import { Box, NativeSelect, NavLink, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useStartupRelabel } from '../../organisation/index.ts';
import { isTagKind, TAG_KINDS, type TagKind, tagsPath } from '../utils/tag-kinds.ts';

/**
 * The ten kinds of tags, bound to the address (/taxonomy/tags/{kind}): a side list with each kind's description on
 * wide screens, a select on narrow ones.
 */
export function TagKindNav({ active }: { active: TagKind }) {
  const { t } = useTranslation('taxonomy');
  const relabel = useStartupRelabel();
  const navigate = useNavigate();
  return (
    <>
      <NativeSelect
        hiddenFrom="md"
        label={t('kindsLabel')}
        value={active}
        data={TAG_KINDS.map((kind) => ({ value: kind, label: relabel(t(`kinds.${kind}.label`)) }))}
        onChange={(event) => {
          const kind = event.currentTarget.value;
          if (isTagKind(kind) && kind !== active) void navigate(tagsPath(kind));
        }}
        data-testid="taxonomy-kind-select"
      />
      <Box component="nav" aria-label={t('kindsLabel')} visibleFrom="md" w={260} data-testid="taxonomy-kinds">
        <Stack gap={2} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
          {TAG_KINDS.map((kind) => (
            <li key={kind}>
              <NavLink
                component={Link}
                to={tagsPath(kind)}
                label={relabel(t(`kinds.${kind}.label`))}
                description={relabel(t(`kinds.${kind}.description`))}
                active={kind === active}
                aria-current={kind === active ? 'page' : undefined}
                style={{ borderRadius: 'var(--mantine-radius-sm)' }}
                data-testid={`taxonomy-kind-${kind}`}
              />
            </li>
          ))}
        </Stack>
      </Box>
    </>
  );
}
