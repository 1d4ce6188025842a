import { useState } from 'react';
import { Alert, Button, Link, Stack, TextField } from '@mui/material';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link as RouterLink } from 'react-router';
import { PhotographerForgotSchema } from '@atrium/domain';
import type { z } from 'zod';
import { PhotographerCard } from './photographer-card';
import { photographerApi } from './photographer-api';

type FormIn = z.input<typeof PhotographerForgotSchema>;
type FormOut = z.output<typeof PhotographerForgotSchema>;

/** /photographer/forgotpassword: the answer is the same whether or not the e-mail has an account. */
export default function PhotographerForgotPasswordPage() {
  const [sent, setSent] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const { register, handleSubmit, formState } = useForm<FormIn, unknown, FormOut>({
    resolver: zodResolver(PhotographerForgotSchema),
    defaultValues: { email: '' },
  });
  const submit = handleSubmit(async (values) => {
    setError(null);
    try {
      setSent((await photographerApi.forgotPassword(values)).message);
    } catch (err) {
      setError((err as Error).message);
    }
  });
  return (
    <PhotographerCard
      title="Forgot password"
      subtitle="Enter the e-mail of your account and we will send you a link to choose a new password."
      footer={
        <Link component={RouterLink} to="/photographer/login">
          Back to sign in
        </Link>
      }
    >
      {sent ? (
        <Alert severity="success" role="status">
          {sent}
        </Alert>
      ) : (
        <Stack
          component="form"
          spacing={2}
          onSubmit={submit}
          noValidate
          aria-label="Request a password reset"
        >
          {error && <Alert severity="error">{error}</Alert>}
          <TextField
            label="Email"
            type="email"
            required
            autoFocus
            autoComplete="email"
            {...register('email')}
            error={!!formState.errors.email}
            helperText={formState.errors.email?.message}
          />
          <Button type="submit" variant="contained" size="large" disabled={formState.isSubmitting}>
            Send reset link
          </Button>
        </Stack>
      )}
    </PhotographerCard>
  );
}
