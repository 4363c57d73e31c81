// Mantine's floating overlays and Floating UI under them, downloaded when a trigger is first reached for
// (deferred-overlays.tsx), not with the screens that show the triggers.
export { Menu, Popover, Tooltip } from '@mantine/core';
