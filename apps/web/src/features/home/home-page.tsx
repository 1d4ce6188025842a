import { useState } from 'react';
import { Box, Button, Typography } from '@mui/material';
import TuneOutlined from '@mui/icons-material/TuneOutlined';
import { isSystemAdmin } from '@atrium/domain';
import { useCurrentUser } from '../../lib/session-store';
import { Section } from '../../components/page/page-header';
import { useNews, useOfficeStats } from './home-api';
import { NewsCarousel } from './news-carousel';
import { OfficeStats } from './office-stats';
import { NewsManagerDialog } from './news-manager-dialog';
import { formatDate } from '../../lib/format';
import { ConciergeButton } from '../concierge';

function greeting(now: Date) {
  const h = now.getHours();
  return h < 12 ? 'Good morning' : h < 18 ? 'Good afternoon' : 'Good evening';
}

/** /eng/home: welcome, the news carousel and the statistics of the offices in the user's scope. */
export default function HomePage() {
  const user = useCurrentUser()!;
  const news = useNews();
  const stats = useOfficeStats(user.userId);
  const [isManaging, setManaging] = useState(false);
  const isAdmin = isSystemAdmin({ roles: user.roleCodes });
  const today = new Date();
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 3 }}>
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          gap: 2,
          alignItems: 'flex-end',
          justifyContent: 'space-between',
        }}
      >
        <Box>
          <Typography variant="overline" color="secondary.dark" component="p">
            {formatDate(today, { withWeekday: true })}
          </Typography>
          <Typography variant="h1">
            {greeting(today)}, {user.firstName}
          </Typography>
          <Typography color="text.secondary" sx={{ mt: 0.5 }}>
            {isAdmin ? 'Here is the network at a glance.' : 'Here is what is happening in your offices.'}
          </Typography>
        </Box>
        <ConciergeButton from="home" />
      </Box>
      <Section
        id="news"
        title="News"
        actions={
          isAdmin && (
            <Button startIcon={<TuneOutlined />} onClick={() => setManaging(true)} disabled={!news.data}>
              Manage news
            </Button>
          )
        }
      >
        <NewsCarousel news={news.data} isLoading={news.isLoading} isError={news.isError} />
      </Section>
      <Section id="office-stats" title="Office statistics">
        <OfficeStats stats={stats.data} isLoading={stats.isLoading} isError={stats.isError} />
      </Section>
      {isAdmin && news.data && (
        <NewsManagerDialog open={isManaging} news={news.data} onClose={() => setManaging(false)} />
      )}
    </Box>
  );
}
