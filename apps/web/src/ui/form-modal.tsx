import { Alert, Button, Group, Modal, Stack } from '@mantine/core';
import type { FormEvent, MouseEvent, ReactNode } from 'react';

export interface FormModalProps {
  title: ReactNode;
  size?: string;
  /** While saving, the modal stays open and its buttons wait. */
  saving: boolean;
  /** A failure that belongs to no field, above the fields. */
  error?: string | null;
  onClose: () => void;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  labels: { cancel: string; submit: string };
  submitDisabled?: boolean;
  /** Clicking a button keeps the focus where it is, so that a field's check on blur does not move the buttons away. */
  keepFocus?: boolean;
  testIds: { modal: string; form: string; error: string; cancel: string; submit: string };
  children: ReactNode;
}

/** A modal form: the fields, a failure above them, and Cancel / Save at the end (Enter submits). */
export function FormModal({
  title,
  size,
  saving,
  error,
  onClose,
  onSubmit,
  labels,
  submitDisabled,
  keepFocus = false,
  testIds,
  children,
}: FormModalProps) {
  const onMouseDown = keepFocus ? (event: MouseEvent) => event.preventDefault() : undefined;
  return (
    <Modal opened onClose={saving ? () => undefined : onClose} title={title} size={size} data-testid={testIds.modal}>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit(event);
        }}
        data-testid={testIds.form}
      >
        <Stack gap="md">
          {error ? (
            <Alert color="red" role="alert" data-testid={testIds.error}>
              {error}
            </Alert>
          ) : null}
          {children}
          <Group justify="flex-end">
            <Button
              variant="default"
              onClick={onClose}
              onMouseDown={onMouseDown}
              disabled={saving}
              data-testid={testIds.cancel}
            >
              {labels.cancel}
            </Button>
            <Button
              type="submit"
              loading={saving}
              disabled={submitDisabled}
              onMouseDown={onMouseDown}
              data-testid={testIds.submit}
            >
              {labels.submit}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
