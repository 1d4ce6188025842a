import { useParams } from 'react-router';
import { Box, Link } from '@mui/material';
import { MSG } from '@atrium/domain';
import { PageHeader } from '../../components/page/page-header';
import { DataTable, type Column } from '../../components/data-table/data-table';
import { formatDate } from '../../lib/format';
import { useAgentMarketing } from './agents-api';

type Row = NonNullable<ReturnType<typeof useAgentMarketing>['data']>[number];

const columns: Column<Row>[] = [
  { key: 'date', header: 'Date', render: (r) => formatDate(r.date) },
  {
    key: 'description',
    header: 'Marketing',
    isAlwaysShown: true,
    render: (r) =>
      r.url ? (
        <Link href={r.url} target="_blank" rel="noopener noreferrer">
          {r.description}
        </Link>
      ) : (
        r.description
      ),
  },
  {
    key: 'listing',
    header: 'Listing',
    render: (r) => <Link href={`/eng/listing/${r.listingId}`}>{r.address ?? r.listingNumber}</Link>,
  },
];

/** /agent/:agentId/marketing: the marketing of the agent's listings, newest first. */
export default function AgentMarketingPage() {
  const agentId = Number(useParams().agentId);
  const q = useAgentMarketing(agentId);
  return (
    <Box sx={{ p: { xs: 2, md: 4 }, maxWidth: 1100, mx: 'auto' }}>
      <PageHeader title="Agent Marketing" subtitle="Marketing of this agent's listings, newest first." />
      <DataTable
        label="Agent marketing"
        columns={columns}
        rows={q.data}
        rowKey={(r) => r.id}
        isLoading={q.isLoading}
        error={q.isError ? MSG.agentSectionLoadFailed('marketing') : null}
        emptyMessage="No marketing for this agent's listings yet."
      />
    </Box>
  );
}
