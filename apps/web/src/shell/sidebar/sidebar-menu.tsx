import { NavLink } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { Link } from 'react-router';
import { MenuIcon } from '../navigation/menu-icons.tsx';
import { opensAsQuickModal, type ShellMenuItem, visibleSubmenu } from '../navigation/menu-item.ts';
import { sidebarTestId } from '../navigation/test-ids.ts';
import { useMenuLabel } from '../navigation/use-menu-label.ts';
import classes from './sidebar.module.css';

interface SidebarMenuProps {
  items: readonly ShellMenuItem[];
  /** Names from the top level down to the entry of the current page. */
  activeTrail: readonly string[];
  /** A setup entry viewed from another parent: its sub-menu opens as a quick modal. */
  onOpenSetup: (item: ShellMenuItem) => void;
  onNavigate?: () => void;
}

/**
 * The sidebar's entries, up to three levels (spec 01 §2.3). An entry with a sub-menu opens it in place (headings
 * start open, the others when they hold the current page); a locked entry shows none; a setup entry under another
 * parent opens its sub-menu as a quick modal unless the current page is in it.
 */
export function SidebarMenu(props: SidebarMenuProps) {
  return (
    <>
      {props.items.map((item) => (
        <SidebarEntry key={item.name} item={item} depth={0} {...props} />
      ))}
    </>
  );
}

function SidebarEntry({
  item,
  depth,
  activeTrail,
  onOpenSetup,
  onNavigate,
}: SidebarMenuProps & { item: ShellMenuItem; depth: number }) {
  const label = useMenuLabel();
  const submenu = visibleSubmenu(item);
  const inTrail = activeTrail[depth] === item.name;
  const isCurrent = inTrail && activeTrail.length === depth + 1;
  const className = depth === 0 ? classes.link : `${classes.link} ${classes.subLink}`;
  const common = {
    label: label(item),
    leftSection: depth === 0 ? <MenuIcon name={item.name} /> : undefined,
    classNames: { root: className, children: classes.children },
    'data-testid': sidebarTestId(item.name),
    'data-locked': item.locked || undefined,
  };

  if (opensAsQuickModal(item, depth, inTrail)) {
    return <NavLink {...common} component="button" type="button" onClick={() => onOpenSetup(item)} />;
  }
  if (submenu.length > 0) {
    return (
      <NavLink {...common} component="button" type="button" defaultOpened={inTrail || !item.path}>
        {submenu.map((child) => (
          <SidebarEntry
            key={child.name}
            item={child}
            depth={depth + 1}
            items={submenu}
            activeTrail={activeTrail}
            onOpenSetup={onOpenSetup}
            onNavigate={onNavigate}
          />
        ))}
      </NavLink>
    );
  }
  if (!item.path) {
    return <NavLink {...common} component="span" rightSection={item.locked ? <IconLock size={14} /> : undefined} />;
  }
  return (
    <NavLink
      {...common}
      component={Link}
      to={item.path}
      active={inTrail}
      aria-current={isCurrent ? 'page' : undefined}
      onClick={onNavigate}
      rightSection={item.locked ? <IconLock size={14} aria-hidden="true" /> : undefined}
    />
  );
}
