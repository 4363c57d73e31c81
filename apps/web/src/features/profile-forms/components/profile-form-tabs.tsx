import { isHiddenProfileForm, type ProfileFormKind } from '@cohort/shared';
import { Group, Text, UnstyledButton } from '@mantine/core';
import { IconEye, IconEyeOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { profileFormPagePath, siblingFormKind } from '../utils/profile-form-paths.ts';

/** "Visible fields" and "Hidden fields": links between the two forms of the same profile. */
export function ProfileFormTabs({ kind }: { kind: ProfileFormKind }) {
  const { t } = useTranslation('profileForms');
  const hidden = isHiddenProfileForm(kind);
  const visibleKind = hidden ? siblingFormKind(kind) : kind;
  const tabs = [
    { kind: visibleKind, key: 'visible', label: t('tabs.visible'), Icon: IconEye },
    { kind: siblingFormKind(visibleKind), key: 'hidden', label: t('tabs.hidden'), Icon: IconEyeOff },
  ] as const;
  return (
    <Group
      component="nav"
      gap={0}
      aria-label={t('tabs.label')}
      style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}
      data-testid="profile-form-tabs"
    >
      {tabs.map((tab) => {
        const active = tab.kind === kind;
        return (
          <UnstyledButton
            key={tab.key}
            component={Link}
            to={profileFormPagePath(tab.kind)}
            aria-current={active ? 'page' : undefined}
            px="md"
            py="xs"
            style={{
              marginBottom: -1,
              borderBottom: `2px solid ${active ? 'var(--mantine-primary-color-filled)' : 'transparent'}`,
            }}
            data-testid={`profile-form-tab-${tab.key}`}
            data-active={active || undefined}
          >
            <Group gap={6} wrap="nowrap">
              <tab.Icon size={16} aria-hidden />
              <Text size="sm" fw={active ? 600 : 400} c={active ? undefined : 'dimmed'}>
                {tab.label}
              </Text>
            </Group>
          </UnstyledButton>
        );
      })}
    </Group>
  );
}
