import { useState } from 'react';
import { Alert, Button, Link, Stack, TextField } from '@mui/material';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link as RouterLink } from 'react-router';
import { PhotographerRegisterSchema } from '@atrium/domain';
import type { z } from 'zod';
import { PhotographerCard } from './photographer-card';
import { photographerApi } from './photographer-api';

type FormIn = z.input<typeof PhotographerRegisterSchema>;
type FormOut = z.output<typeof PhotographerRegisterSchema>;

/**
 * /photographer/register: name and e-mail. The answer reads the same whether or not the address
 * already has an account; the e-mail brings the link to choose a password (or how to sign in).
 */
export default function PhotographerRegisterPage() {
  const [sent, setSent] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const { register, handleSubmit, formState } = useForm<FormIn, unknown, FormOut>({
    resolver: zodResolver(PhotographerRegisterSchema),
    defaultValues: { firstName: '', lastName: '', email: '' },
  });
  const submit = handleSubmit(async (values) => {
    setError(null);
    try {
      setSent((await photographerApi.register(values)).message);
    } catch (err) {
      setError((err as Error).message);
    }
  });
  const e = formState.errors;
  return (
    <PhotographerCard
      title="Create an account"
      subtitle="Use the e-mail address the agent invited, so your listings appear when you sign in. We will e-mail you a link to choose your password."
      footer={
        <Link component={RouterLink} to="/photographer/login">
          Already have an account? Sign in
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
          aria-label="Create a photographer account"
        >
          {error && <Alert severity="error">{error}</Alert>}
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextField
              label="First Name"
              required
              fullWidth
              autoComplete="given-name"
              {...register('firstName')}
              error={!!e.firstName}
              helperText={e.firstName?.message}
            />
            <TextField
              label="Last Name"
              required
              fullWidth
              autoComplete="family-name"
              {...register('lastName')}
              error={!!e.lastName}
              helperText={e.lastName?.message}
            />
          </Stack>
          <TextField
            label="Email"
            type="email"
            required
            autoComplete="email"
            {...register('email')}
            error={!!e.email}
            helperText={e.email?.message}
          />
          <Button type="submit" variant="contained" size="large" disabled={formState.isSubmitting}>
            Create account
          </Button>
        </Stack>
      )}
    </PhotographerCard>
  );
}
