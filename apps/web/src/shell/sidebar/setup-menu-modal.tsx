import { Modal, NavLink, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { MenuIcon } from '../navigation/menu-icons.tsx';
import { type ShellMenuItem, visibleSubmenu } from '../navigation/menu-item.ts';
import { useMenuLabel } from '../navigation/use-menu-label.ts';

/**
 * The quick modal of a setup sub-menu (spec 01 §2.3: emails, user management, feedback requests, articles, forms)
 * opened from another parent menu: the entry's own page, then its sub-menu.
 */
export function SetupMenuModal({
  item,
  onClose,
  onNavigate,
}: {
  item: ShellMenuItem | null;
  onClose: () => void;
  /** After following one of its links (the modal closes too). */
  onNavigate?: () => void;
}) {
  const follow = () => {
    onClose();
    onNavigate?.();
  };
  const { t } = useTranslation('shell');
  const label = useMenuLabel();
  return (
    <Modal
      opened={item !== null}
      onClose={onClose}
      title={item ? label(item) : ''}
      closeButtonProps={{ 'aria-label': t('setupModal.close') }}
      data-testid="setup-menu-modal"
    >
      {item ? (
        <Stack gap={2} component="nav" aria-label={label(item)}>
          {item.path ? (
            <NavLink
              component={Link}
              to={item.path}
              label={t('setupModal.overview', { name: label(item) })}
              leftSection={<MenuIcon name={item.name} />}
              onClick={follow}
              data-testid={`setup-menu-${item.name}`}
            />
          ) : null}
          {visibleSubmenu(item).map((child) => (
            <SetupModalEntry key={child.name} item={child} onFollow={follow} />
          ))}
        </Stack>
      ) : null}
    </Modal>
  );
}

function SetupModalEntry({ item, onFollow }: { item: ShellMenuItem; onFollow: () => void }) {
  const label = useMenuLabel();
  const submenu = visibleSubmenu(item);
  if (submenu.length > 0) {
    return (
      <NavLink label={label(item)} leftSection={<MenuIcon name={item.name} />} defaultOpened>
        {submenu.map((child) => (
          <SetupModalEntry key={child.name} item={child} onFollow={onFollow} />
        ))}
      </NavLink>
    );
  }
  if (!item.path) return null;
  return (
    <NavLink
      component={Link}
      to={item.path}
      label={label(item)}
      leftSection={<MenuIcon name={item.name} />}
      onClick={onFollow}
      data-testid={`setup-menu-${item.name}`}
    />
  );
}
