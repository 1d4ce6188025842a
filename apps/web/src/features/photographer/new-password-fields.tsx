import { TextField } from '@mui/material';
import type { FieldErrors, Path, UseFormRegister } from 'react-hook-form';

type PasswordPair = { password: string; confirmPassword: string };

/** The new password and its confirmation, as the password page asks for them (a new account's first, or a reset). */
export function NewPasswordFields<T extends PasswordPair>({
  register,
  errors,
  label,
  hint,
  autoFocus,
}: {
  register: UseFormRegister<T>;
  errors: FieldErrors<PasswordPair>;
  label: string;
  /** Shown under the password until it has an error. */
  hint?: string;
  autoFocus?: boolean;
}) {
  return (
    <>
      <TextField
        label={label}
        type="password"
        required
        autoFocus={autoFocus}
        autoComplete="new-password"
        {...register('password' as Path<T>)}
        error={!!errors.password}
        helperText={errors.password?.message ?? hint}
      />
      <TextField
        label="Confirm Password"
        type="password"
        required
        autoComplete="new-password"
        {...register('confirmPassword' as Path<T>)}
        error={!!errors.confirmPassword}
        helperText={errors.confirmPassword?.message}
      />
    </>
  );
}
