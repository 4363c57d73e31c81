// The toasts' container, downloaded on demand (toasts.tsx); the store that shows toasts is in the shell already.
export { Notifications } from '@mantine/notifications';
