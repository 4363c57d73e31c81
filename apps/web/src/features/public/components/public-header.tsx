import { Anchor, Box, Button, Group, Text, useComputedColorScheme } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { OrganisationLogo } from '../../../ui/organisation-logo.tsx';
import { useOrganisation } from '../../organisation/index.ts';
import { isExternalHref } from './internal-or-external-link.ts';
import { headerLogo } from './organisation-logos.ts';

export const LOGIN_PATH = '/login';

/** The parts of a page layout the header is drawn in: its height and background, and the colour of its text. */
export interface PublicHeaderLayout {
  header: { height: number; background: string };
  colors: { headerText: string };
}

/**
 * Spec 01 §2.1: the organisation's logo linking to its public home path, and a Login button; in the login layout
 * unless the page gives its own (the welcome page gives the home layout).
 */
export function PublicHeader({ showLogin = true, layout }: { showLogin?: boolean; layout?: PublicHeaderLayout }) {
  const { t } = useTranslation('common');
  const organisation = useOrganisation();
  const dark = useComputedColorScheme('light', { getInitialValueInEffect: false }) === 'dark';
  const { header, colors } = layout ?? organisation.layoutCustomization.login;
  const logo = headerLogo(organisation, dark);
  const home = organisation.publicHomePath || '/';
  const homeLinkLabel = t('homeLink', { name: organisation.name });
  const brand = logo ? (
    <OrganisationLogo src={logo} name={organisation.name} height={36} testId="public-header-logo" />
  ) : (
    <Text fw={700} c={dark ? undefined : colors.headerText}>
      {organisation.name}
    </Text>
  );
  return (
    <Box
      component="header"
      data-testid="public-header"
      px="lg"
      h={Math.max(header.height, 56)}
      bg={dark ? undefined : header.background}
      style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}
    >
      <Group h="100%" justify="space-between" wrap="nowrap">
        {isExternalHref(home) ? (
          <Anchor href={home} underline="never" aria-label={homeLinkLabel} data-testid="public-header-home">
            {brand}
          </Anchor>
        ) : (
          <Anchor
            component={Link}
            to={home}
            underline="never"
            aria-label={homeLinkLabel}
            data-testid="public-header-home"
          >
            {brand}
          </Anchor>
        )}
        {showLogin ? (
          <Button component={Link} to={LOGIN_PATH} data-testid="public-header-login">
            {t('login')}
          </Button>
        ) : null}
      </Group>
    </Box>
  );
}
