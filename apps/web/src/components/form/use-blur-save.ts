import { useCallback, useRef, useState } from 'react';
import type { FieldValues, Path, PathValue, UseFormReturn } from 'react-hook-form';

export type SaveState = 'open' | 'saving';

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * Saving as one goes, for forms without a submit step (the listing sections): a field blur
 * saves when something changed and validation passes; 'Save' saves a change and opens the
 * next form, or closes the form when nothing changed. Saves run one after another.
 * `submit` receives the schema's output values and the top-level fields that changed since the
 * last save, and resolves true when the save succeeded. `saveIfChanged` saves at once (a form
 * that saves on its own occasions, e.g. when switching tabs).
 */
export function useBlurSave<TIn extends FieldValues, TOut>(
  form: UseFormReturn<TIn, unknown, TOut>,
  submit: (values: TOut, changed: string[]) => Promise<boolean>,
  leave: (to: 'next' | 'close') => void,
) {
  const [state, setState] = useState<SaveState>('open');
  const queue = useRef<Promise<unknown>>(Promise.resolve());
  // the raw values last saved (or loaded): what 'changed' is measured against
  const saved = useRef<TIn>(structuredClone(form.getValues()));
  // whether this form saved anything since it opened (a blur save counts)
  const hasSaved = useRef(false);
  // read during render so react-hook-form tracks the dirty state shown in the frame
  const isDirty = form.formState.isDirty;

  const changedKeys = useCallback((values: TIn) => {
    const keys = new Set([...Object.keys(values), ...Object.keys(saved.current)]);
    return [...keys].filter((k) => !same(values[k], saved.current[k]));
  }, []);

  const saveIfChanged = useCallback((): Promise<'unchanged' | 'saved' | 'failed'> => {
    const job = queue.current.then(async () => {
      // what is being saved: typing that arrives while the save runs stays a change
      const snapshot = structuredClone(form.getValues());
      const changed = changedKeys(snapshot);
      if (!changed.length) return 'unchanged' as const;
      let outcome: 'saved' | 'failed' = 'failed';
      await form.handleSubmit(async (values) => {
        setState('saving');
        try {
          if (await submit(values, changed)) {
            outcome = 'saved';
            hasSaved.current = true;
            saved.current = snapshot;
            const current = form.getValues();
            form.reset(snapshot, { keepValues: true, keepErrors: false });
            // fields typed during the save are still changes
            for (const key of changedKeys(current))
              form.setValue(key as Path<TIn>, current[key] as PathValue<TIn, Path<TIn>>, {
                shouldDirty: true,
              });
          }
        } finally {
          setState('open');
        }
      })();
      return outcome;
    });
    queue.current = job.catch(() => undefined);
    return job;
  }, [form, submit, changedKeys]);

  /** Focus left a field: save when something changed and the form is valid. */
  const onBlur = useCallback(() => {
    window.setTimeout(() => void saveIfChanged(), 0);
  }, [saveIfChanged]);

  /** 'Save': the next form after a successful save, or close when nothing changed. */
  const finish = useCallback(async () => {
    const outcome = await saveIfChanged();
    if (outcome === 'failed') return;
    leave(hasSaved.current ? 'next' : 'close');
  }, [saveIfChanged, leave]);

  return { state, isDirty, onBlur, finish, saveIfChanged, close: () => leave('close') };
}
