import { Badge, Box, NavLink, Stack, Text, Tooltip } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useFeatureFlag } from '../../access/index.ts';
import { useCurrentUser } from '../../identity/index.ts';
import { TaxonomySettingsLink } from '../../taxonomy/index.ts';
import { useCanEdit } from '../hooks/use-can-edit.ts';
import {
  AVAILABLE_SETTINGS_PAGES,
  isSettingsPageVisible,
  SETTINGS_SECTIONS,
  type SettingsAccess,
  settingsPageVisibility,
  settingsPath,
} from '../utils/settings-nav.ts';

/**
 * The settings navigation: the five sections of spec 01 §2.3; pages not built yet are shown as coming soon. Pages
 * that need a permission (custom navigation) or a feature flag (activity feed, metrics) show only to those who have it.
 */
export function SettingsNav() {
  const { t } = useTranslation('settings');
  const { pathname } = useLocation();
  const roleType = useCurrentUser().role.type;
  const canEditNavigation = useCanEdit('CUSTOM_NAV:EDIT');
  const activityFeed = useFeatureFlag('activityFeed');
  const dataCollection = useFeatureFlag('dataCollection');
  const access: SettingsAccess = {
    permissions: { 'CUSTOM_NAV:EDIT': canEditNavigation },
    flags: { activityFeed, dataCollection },
  };
  // A section whose every page is hidden goes; one waiting for a permission or a flag stays.
  const sections = SETTINGS_SECTIONS.filter((section) =>
    section.pages.some((page) => settingsPageVisibility(page, roleType, access) !== 'hidden'),
  );
  return (
    <Box component="nav" aria-label={t('nav.label')} w={{ base: '100%', md: 240 }} data-testid="settings-nav">
      <Stack gap="md">
        {sections.map((section) => (
          <Stack key={section.id} gap={2} data-testid={`settings-nav-section-${section.id}`}>
            <Text
              size="xs"
              fw={700}
              tt="uppercase"
              c="dimmed"
              px="sm"
              pb={4}
              id={`settings-nav-${section.id}`}
              component="h2"
              m={0}
            >
              {t(`nav.sections.${section.id}`)}
            </Text>
            <Stack
              gap={2}
              component="ul"
              aria-labelledby={`settings-nav-${section.id}`}
              m={0}
              p={0}
              style={{ listStyle: 'none' }}
            >
              {section.pages
                .filter((page) => isSettingsPageVisible(page, roleType, access))
                .map((page) => {
                  const label = t(`nav.pages.${page}`);
                  const path = settingsPath(page);
                  if (AVAILABLE_SETTINGS_PAGES.has(page)) {
                    return (
                      <li key={page}>
                        <NavLink
                          component={Link}
                          to={path}
                          label={label}
                          active={pathname === path || pathname.startsWith(`${path}/`)}
                          aria-current={pathname === path ? 'page' : undefined}
                          style={{ borderRadius: 'var(--mantine-radius-sm)' }}
                          data-testid={`settings-nav-${page}`}
                        />
                      </li>
                    );
                  }
                  return (
                    <li key={page}>
                      <Tooltip
                        label={t('nav.comingSoon')}
                        position="right"
                        events={{ hover: true, focus: true, touch: true }}
                      >
                        <NavLink
                          component="div"
                          label={label}
                          disabled
                          tabIndex={0}
                          aria-disabled="true"
                          rightSection={
                            <Badge size="xs" variant="light" color="gray">
                              {t('nav.soon')}
                            </Badge>
                          }
                          style={{
                            borderRadius: 'var(--mantine-radius-sm)',
                            pointerEvents: 'auto',
                            cursor: 'not-allowed',
                          }}
                          data-testid={`settings-nav-${page}`}
                          data-coming-soon="true"
                        />
                      </Tooltip>
                    </li>
                  );
                })}
              {section.id === 'taxonomy' ? <TaxonomySettingsLink /> : null}
            </Stack>
          </Stack>
        ))}
      </Stack>
    </Box>
  );
}
