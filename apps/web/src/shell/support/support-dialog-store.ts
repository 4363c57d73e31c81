import { useEffect, useState, useSyncExternalStore } from 'react';

/** Which support dialog is open. The account menu that opens one closes (and unmounts) at once, so the state lives here. */
export type SupportDialog = 'searchDocs' | 'supportDocs';

let openDialog: SupportDialog | null = null;
const hosts: symbol[] = [];
const listeners = new Set<() => void>();
const emit = () => {
  for (const listener of listeners) listener();
};
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export function openSupportDialog(dialog: SupportDialog): void {
  openDialog = dialog;
  emit();
}

export function closeSupportDialog(): void {
  openDialog = null;
  emit();
}

export function useOpenSupportDialog(): SupportDialog | null {
  return useSyncExternalStore(
    subscribe,
    () => openDialog,
    () => null,
  );
}

/** Whether this mounted host renders the dialogs: the first one mounted does, so that they never show twice. */
export function useSupportDialogHost(): boolean {
  const [id] = useState(() => Symbol('support-dialog-host'));
  useEffect(() => {
    hosts.push(id);
    emit();
    return () => {
      hosts.splice(hosts.indexOf(id), 1);
      emit();
    };
  }, [id]);
  return useSyncExternalStore(
    subscribe,
    () => hosts[0] === id,
    () => false,
  );
}
