import { useEffect } from 'react';
import { Button } from '@mui/material';
import OpenInNew from '@mui/icons-material/OpenInNew';
import { EmptyState } from '../../components/empty-state/empty-state';
import { useAppConfig } from '../../features/lookups/lookups-api';
import { PageLoading } from './app-shell';

/** /support: opens the external service desk (its address is configuration). */
export function SupportRedirect() {
  const config = useAppConfig();
  const url = config.data?.supportUrl;
  useEffect(() => {
    if (url) window.location.assign(url);
  }, [url]);
  if (!url) return <PageLoading />;
  return (
    <EmptyState
      title="Opening the service desk…"
      message="If nothing happens, use the button below."
      action={
        <Button variant="contained" href={url} endIcon={<OpenInNew />}>
          Open the service desk
        </Button>
      }
    />
  );
}
