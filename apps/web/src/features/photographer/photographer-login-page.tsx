import { useState } from 'react';
import { Alert, Button, Link, Stack, TextField } from '@mui/material';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link as RouterLink, Navigate, useLocation, useNavigate } from 'react-router';
import { PhotographerLoginSchema } from '@atrium/domain';
import type { z } from 'zod';
import { PhotographerCard } from './photographer-card';
import { photographerApi, photographerSession, usePhotographerSession } from './photographer-api';

type FormIn = z.input<typeof PhotographerLoginSchema>;
type FormOut = z.output<typeof PhotographerLoginSchema>;

/** /photographer/login: e-mail and password; a wrong password and an unknown e-mail read the same. */
export default function PhotographerLoginPage() {
  const session = usePhotographerSession();
  const navigate = useNavigate();
  const notice = (useLocation().state as { notice?: string } | null)?.notice;
  const [error, setError] = useState<string | null>(null);
  const { register, handleSubmit, formState } = useForm<FormIn, unknown, FormOut>({
    resolver: zodResolver(PhotographerLoginSchema),
    defaultValues: { email: '', password: '' },
  });
  if (session) return <Navigate to="/photographer/upload" replace />;
  const submit = handleSubmit(async (values) => {
    setError(null);
    try {
      photographerSession.set(await photographerApi.login(values));
      navigate('/photographer/upload', { replace: true });
    } catch (err) {
      setError((err as Error).message);
    }
  });
  return (
    <PhotographerCard
      title="Sign in"
      subtitle="Sign in to see the listings you were invited to photograph."
      footer={
        <>
          <Link component={RouterLink} to="/photographer/register">
            Create an account
          </Link>
          <Link component={RouterLink} to="/photographer/forgotpassword">
            Forgot password?
          </Link>
        </>
      }
    >
      <Stack component="form" spacing={2} onSubmit={submit} noValidate aria-label="Photographer sign in">
        {notice && !error && <Alert severity="success">{notice}</Alert>}
        {error && <Alert severity="error">{error}</Alert>}
        <TextField
          label="Email"
          type="email"
          autoComplete="username"
          autoFocus
          required
          {...register('email')}
          error={!!formState.errors.email}
          helperText={formState.errors.email?.message}
        />
        <TextField
          label="Password"
          type="password"
          autoComplete="current-password"
          required
          {...register('password')}
          error={!!formState.errors.password}
          helperText={formState.errors.password?.message}
        />
        <Button type="submit" variant="contained" size="large" disabled={formState.isSubmitting}>
          Sign in
        </Button>
      </Stack>
    </PhotographerCard>
  );
}
