import { useState } from 'react';
import { Alert, Button, Link, Stack, TextField } from '@mui/material';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link as RouterLink, useNavigate } from 'react-router';
import { MSG, PhotographerRegisterFormSchema } from '@atrium/domain';
import type { z } from 'zod';
import { PhotographerCard } from './photographer-card';
import { NewPasswordFields } from '../../components/form/new-password-fields';
import { photographerApi, photographerSession } from './photographer-api';

const FormSchema = PhotographerRegisterFormSchema;
type FormIn = z.input<typeof FormSchema>;
type FormOut = z.output<typeof FormSchema>;

/** /photographer/register: name, e-mail and a password that meets the strength rule. */
export default function PhotographerRegisterPage() {
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const { register, handleSubmit, formState } = useForm<FormIn, unknown, FormOut>({
    resolver: zodResolver(FormSchema),
    defaultValues: { firstName: '', lastName: '', email: '', password: '', confirmPassword: '' },
  });
  const submit = handleSubmit(async ({ confirmPassword: _confirm, ...values }) => {
    setError(null);
    try {
      photographerSession.set(await photographerApi.register(values));
      navigate('/photographer/upload', { replace: true });
    } catch (err) {
      setError((err as Error).message);
    }
  });
  const e = formState.errors;
  return (
    <PhotographerCard
      title="Create an account"
      subtitle="Use the e-mail address the agent invited, so your listings appear when you sign in."
      footer={
        <Link component={RouterLink} to="/photographer/login">
          Already have an account? Sign in
        </Link>
      }
    >
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
        <NewPasswordFields
          register={register}
          errors={e}
          label="Password"
          hint={MSG.passwordStrength.replace('Password must be', 'Use')}
        />
        <Button type="submit" variant="contained" size="large" disabled={formState.isSubmitting}>
          Create account
        </Button>
      </Stack>
    </PhotographerCard>
  );
}
