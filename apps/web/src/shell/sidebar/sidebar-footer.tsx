import { Button, type ButtonProps, type ElementProps, Group, Stack, Text } from '@mantine/core';
import { type Icon, IconLifebuoy, IconLogout } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../features/identity/index.ts';
import { useSignOut } from '../../features/identity/index.ts';
import { useOrganisation } from '../../features/organisation/index.ts';
import { UserAvatar } from '../../ui/avatar.tsx';
import { DeferredMenu } from '../../ui/deferred-overlays.tsx';
import { PoweredBy } from '../../ui/powered-by.tsx';
import { preloadSupportTexts, SupportMenuItems } from '../support/support-menu.tsx';
import classes from './sidebar.module.css';

/**
 * A full-width button of the sidebar footer with its icon at the start. Whatever else it is given (the menu
 * target's handlers and ref among them) reaches the button.
 */
function FooterButton({
  icon: ButtonIcon,
  ...props
}: ButtonProps & ElementProps<'button', keyof ButtonProps> & { icon: Icon }) {
  return (
    <Button
      variant="default"
      size="xs"
      fullWidth
      justify="flex-start"
      className={classes.footerButton}
      leftSection={<ButtonIcon size={16} aria-hidden="true" />}
      {...props}
    />
  );
}

/**
 * The bottom of the sidebar (spec 01 §1): the user's name and e-mail with Log out, the help and support button
 * (the Support sub-menu of the account menu), and the powered-by footer unless the hidePoweredBy flag is on.
 */
export function SidebarFooter({ textColour }: { textColour: string }) {
  const { t } = useTranslation('shell');
  const user = useCurrentUser();
  const organisation = useOrganisation();
  const { signOut, signingOut } = useSignOut();
  return (
    <Stack gap="xs" className={classes.footer} data-testid="shell-sidebar-footer">
      <DeferredMenu
        position="top-start"
        withinPortal
        width={220}
        target={
          <FooterButton
            icon={IconLifebuoy}
            onPointerEnter={preloadSupportTexts}
            onFocus={preloadSupportTexts}
            onTouchStart={preloadSupportTexts}
            data-testid="shell-help"
          >
            {t('sidebar.help')}
          </FooterButton>
        }
      >
        {(Menu) => (
          <Menu.Dropdown data-testid="shell-help-menu">
            <Menu.Label>{t('accountMenu.support')}</Menu.Label>
            <SupportMenuItems Menu={Menu} />
          </Menu.Dropdown>
        )}
      </DeferredMenu>
      <Group gap="xs" wrap="nowrap" align="center">
        <UserAvatar person={user} size="medium" />
        <Stack gap={0} style={{ minWidth: 0, flex: 1 }}>
          <Text size="sm" fw={600} c="inherit" truncate="end" data-testid="shell-user-name">
            <bdi>{user.fullName}</bdi>
          </Text>
          <Text size="xs" className={classes.muted} truncate="end" data-testid="shell-user-email">
            <bdi>{user.email}</bdi>
          </Text>
        </Stack>
      </Group>
      <FooterButton icon={IconLogout} onClick={() => void signOut()} loading={signingOut} data-testid="sign-out">
        {t('logOut')}
      </FooterButton>
      {organisation.featureFlags.hidePoweredBy.enabled ? null : <PoweredBy color={textColour} />}
    </Stack>
  );
}
