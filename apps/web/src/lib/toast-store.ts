import { useSyncExternalStore } from 'react';

export type ToastSeverity = 'success' | 'error' | 'warning' | 'info';
export type Toast = { id: number; severity: ToastSeverity; message: string };

let current: Toast | null = null;
let nextId = 1;
const listeners = new Set<() => void>();

/** The one toast of the shell (spec/000 section 4.4): severity and message; closes after 6 s. */
export const toastStore = {
  get: () => current,
  show(severity: ToastSeverity, message: string) {
    current = { id: nextId++, severity, message };
    listeners.forEach((l) => l());
  },
  close(id?: number) {
    if (id !== undefined && current?.id !== id) return;
    current = null;
    listeners.forEach((l) => l());
  },
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

export const showToast = (severity: ToastSeverity, message: string) => toastStore.show(severity, message);
export const useToast = () => useSyncExternalStore(toastStore.subscribe, toastStore.get);
