import { isLanguage, isRightToLeft, LANGUAGE_NAMES, LANGUAGES, type Language } from '@cohort/shared';
import { Box, Text } from '@mantine/core';
import {
  IconAdjustmentsHorizontal,
  IconCalendar,
  IconCalendarTime,
  IconDownload,
  IconLanguage,
  IconLifebuoy,
  IconLogout,
  IconMessages,
  IconPlugConnected,
  IconShieldLock,
  IconUser,
  type Icon,
} from '@tabler/icons-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCurrentUser, useSignOut } from '../../features/identity/index.ts';
import { chooseLanguage } from '../../lib/i18n.ts';
import { ColorSchemeToggle } from '../../ui/color-scheme-toggle.tsx';
import type { MenuComponent } from '../../ui/deferred-overlays.tsx';
import { menuPaths, type ShellMenuItem } from '../navigation/menu-item.ts';
import { SupportMenuItems } from '../support/support-menu.tsx';
import { type AccountPageKey, accountPages } from './account-pages.ts';

const PAGE_ICONS: Record<AccountPageKey, Icon> = {
  profile: IconUser,
  calendar: IconCalendar,
  availability: IconCalendarTime,
  preferences: IconAdjustmentsHorizontal,
  exportHistory: IconDownload,
  security: IconShieldLock,
  integrations: IconPlugConnected,
  coachingPreferences: IconMessages,
};

/**
 * What the open account menu shows (account-menu.tsx): the user, the pages of their account area, the Support and
 * language sub-menus, the light/dark switch and Log out. Downloaded with Mantine's menu, when its trigger is reached
 * for (issue 11).
 */
export function AccountMenuEntries({ Menu, sitemap }: { Menu: MenuComponent; sitemap: readonly ShellMenuItem[] }) {
  const { t, i18n } = useTranslation('shell');
  const user = useCurrentUser();
  const { signOut } = useSignOut();
  const pages = useMemo(() => accountPages(menuPaths(sitemap), user._id), [sitemap, user._id]);
  const current: Language = isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : 'en';
  return (
    <>
      <Box px="sm" py={6}>
        <Text size="sm" fw={600} truncate="end">
          <bdi>{user.fullName}</bdi>
        </Text>
        <Text size="xs" c="dimmed" truncate="end">
          <bdi>{user.email}</bdi>
        </Text>
      </Box>
      <Menu.Divider />
      {pages.map((page) => {
        const PageIcon = PAGE_ICONS[page.key];
        return (
          <Menu.Item
            key={page.key}
            component={Link}
            to={page.path}
            leftSection={<PageIcon size={16} aria-hidden="true" />}
            data-testid={`account-menu-${page.key}`}
          >
            {t(`accountMenu.${page.key}`)}
          </Menu.Item>
        );
      })}
      <Menu.Divider />
      <Menu.Sub>
        <Menu.Sub.Target>
          <Menu.Sub.Item leftSection={<IconLifebuoy size={16} aria-hidden="true" />} data-testid="account-menu-support">
            {t('accountMenu.support')}
          </Menu.Sub.Item>
        </Menu.Sub.Target>
        <Menu.Sub.Dropdown data-testid="account-menu-support-menu">
          <SupportMenuItems Menu={Menu} />
        </Menu.Sub.Dropdown>
      </Menu.Sub>
      <Menu.Sub>
        <Menu.Sub.Target>
          <Menu.Sub.Item
            leftSection={<IconLanguage size={16} aria-hidden="true" />}
            data-testid="account-menu-language"
          >
            {t('accountMenu.language', { language: LANGUAGE_NAMES[current] })}
          </Menu.Sub.Item>
        </Menu.Sub.Target>
        <Menu.Sub.Dropdown>
          {LANGUAGES.map((language) => (
            <Menu.Item
              key={language}
              lang={language}
              dir={isRightToLeft(language) ? 'rtl' : 'ltr'}
              fw={language === current ? 700 : undefined}
              aria-current={language === current ? 'true' : undefined}
              onClick={() => void chooseLanguage(language)}
              data-testid={`account-menu-language-${language}`}
            >
              {LANGUAGE_NAMES[language]}
            </Menu.Item>
          ))}
        </Menu.Sub.Dropdown>
      </Menu.Sub>
      <Box px="sm" py={8}>
        <ColorSchemeToggle />
      </Box>
      <Menu.Divider />
      <Menu.Item
        leftSection={<IconLogout size={16} aria-hidden="true" />}
        onClick={() => void signOut()}
        data-testid="account-menu-logout"
      >
        {t('logOut')}
      </Menu.Item>
    </>
  );
}
