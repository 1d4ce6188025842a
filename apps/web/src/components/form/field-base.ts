import type { ReactNode } from 'react';
import type { Control, FieldValues, Path } from 'react-hook-form';

/** What every form field takes: the form's control, the field's path, its label and a hint. */
export type FieldBase<T extends FieldValues> = {
  control: Control<T, unknown, unknown>;
  name: Path<T>;
  label: string;
  required?: boolean;
  disabled?: boolean;
  /** Shown under the field until it has a message of its own. */
  helperText?: ReactNode;
};
