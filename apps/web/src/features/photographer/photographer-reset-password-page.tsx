import { useState } from 'react';
import { Alert, Button, Link, Stack } from '@mui/material';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { MSG, PhotographerResetFormSchema } from '@atrium/domain';
import type { z } from 'zod';
import { PhotographerCard } from './photographer-card';
import { NewPasswordFields } from '../../components/form/new-password-fields';
import { photographerApi } from './photographer-api';

const FormSchema = PhotographerResetFormSchema;
type FormIn = z.input<typeof FormSchema>;
type FormOut = z.output<typeof FormSchema>;

/**
 * /photographer/resetpassword?token=…: the link from the e-mail; it works once. With `welcome=1`
 * it is the first password of a new account (the link of the registration e-mail).
 */
export default function PhotographerResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const isWelcome = params.get('welcome') === '1';
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const { register, handleSubmit, formState } = useForm<FormIn, unknown, FormOut>({
    resolver: zodResolver(FormSchema),
    defaultValues: { token, password: '', confirmPassword: '' },
  });
  const submit = handleSubmit(async ({ confirmPassword: _confirm, ...values }) => {
    setError(null);
    try {
      const { message } = await photographerApi.resetPassword(values);
      navigate('/photographer/login', {
        replace: true,
        state: { notice: isWelcome ? MSG.photographerPasswordSet : message },
      });
    } catch (err) {
      setError((err as Error).message);
    }
  });
  const footer = (
    <>
      <Link component={RouterLink} to="/photographer/login">
        Back to sign in
      </Link>
      <Link component={RouterLink} to="/photographer/forgotpassword">
        Request a new link
      </Link>
    </>
  );
  if (!token)
    return (
      <PhotographerCard title="Reset password" footer={footer}>
        <Alert severity="error">{MSG.photographerResetInvalid}</Alert>
      </PhotographerCard>
    );
  const e = formState.errors;
  return (
    <PhotographerCard
      title={isWelcome ? 'Choose your password' : 'Choose a new password'}
      subtitle={MSG.passwordStrength.replace('Password must be', 'Use')}
      footer={footer}
    >
      <Stack
        component="form"
        spacing={2}
        onSubmit={submit}
        noValidate
        aria-label={isWelcome ? 'Choose your password' : 'Choose a new password'}
      >
        {(error || e.token) && <Alert severity="error">{error ?? e.token?.message}</Alert>}
        <NewPasswordFields
          register={register}
          errors={e}
          label={isWelcome ? 'Password' : 'New Password'}
          autoFocus
        />
        <Button type="submit" variant="contained" size="large" disabled={formState.isSubmitting}>
          {isWelcome ? 'Set password' : 'Reset password'}
        </Button>
      </Stack>
    </PhotographerCard>
  );
}
