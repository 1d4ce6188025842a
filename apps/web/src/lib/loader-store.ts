import { useSyncExternalStore } from 'react';

/** The global loader tracks named loading events: it shows while any name is active. */
const active = new Map<string, number>();
let snapshot: string[] = [];
const listeners = new Set<() => void>();

function emit() {
  snapshot = [...active.keys()];
  listeners.forEach((l) => l());
}

export const loaderStore = {
  start(name: string) {
    active.set(name, (active.get(name) ?? 0) + 1);
    emit();
  },
  stop(name: string) {
    const n = (active.get(name) ?? 0) - 1;
    if (n <= 0) active.delete(name);
    else active.set(name, n);
    emit();
  },
  get: () => snapshot,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

export const useLoadingEvents = () => useSyncExternalStore(loaderStore.subscribe, loaderStore.get);

/** Runs `work` with the named loading event active. */
export async function withLoader<T>(name: string, work: () => Promise<T>): Promise<T> {
  loaderStore.start(name);
  try {
    return await work();
  } finally {
    loaderStore.stop(name);
  }
}
