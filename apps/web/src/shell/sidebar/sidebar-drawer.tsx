import { NAVIGATION } from '@cohort/shared';
import { Drawer } from '@mantine/core';
import type { ReactNode } from 'react';

/** The sidebar as a drawer below 768 px (downloaded when it first opens). */
export function SidebarDrawer({
  opened,
  onClose,
  position,
  label,
  children,
}: {
  opened: boolean;
  onClose: () => void;
  position: 'left' | 'right';
  label: string;
  children: ReactNode;
}) {
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position={position}
      size={NAVIGATION.sidebarWidthPx}
      withCloseButton={false}
      padding={0}
      aria-label={label}
      styles={{ body: { height: '100%', padding: 0 } }}
      data-testid="shell-sidebar-drawer"
    >
      {children}
    </Drawer>
  );
}
