import { memo, Suspense, type ReactNode } from 'react';
import { Avatar, Badge, Box, IconButton, Toolbar, Typography, type TooltipProps } from '@mui/material';
import ArrowBack from '@mui/icons-material/ArrowBack';
import MenuIcon from '@mui/icons-material/Menu';
import { useNavigate } from 'react-router';
import { visuallyHidden } from '@mui/utils';
import { isAgent } from '@atrium/domain';
import type { SessionUser } from '../../lib/session-store';
import { deferred } from '../../lib/deferred';

// Tooltips bring Popper: the header's buttons show without them until their code arrives
const DeferredTooltip = deferred(() => import('@mui/material/Tooltip'));
function Tooltip(props: TooltipProps) {
  return (
    <Suspense fallback={props.children}>
      <DeferredTooltip {...props} />
    </Suspense>
  );
}

/** Where the profile picture leads (spec/000 section 2.3). */
export function profilePath(user: SessionUser): string {
  if (isAgent({ roles: user.roleCodes }))
    return user.agentIds.length ? `/eng/agent/${user.agentIds[0]}` : '/eng/agents';
  return `/eng/user/${user.userId}`;
}

type AppHeaderProps = {
  title: string;
  showBack: boolean;
  user: SessionUser;
  /** The global search box (search feature). */
  search?: ReactNode;
  onOpenMenu?: () => void;
  /** Unread notifications: a dot on the menu button, as on Notifications in the navigation. */
  hasUnread?: boolean;
};

/** Back arrow (not on main list pages), page title, global search and the profile picture. */
export const AppHeader = memo(function AppHeader({
  title,
  showBack,
  user,
  search,
  onOpenMenu,
  hasUnread,
}: AppHeaderProps) {
  const navigate = useNavigate();
  const initials = `${user.firstName[0] ?? ''}${user.lastName[0] ?? ''}`.toUpperCase();
  return (
    <Box
      component="header"
      sx={{
        position: 'sticky',
        top: 0,
        zIndex: (t) => t.zIndex.appBar,
        bgcolor: 'rgba(255,255,255,0.92)',
        backdropFilter: 'blur(8px)',
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      {/* On a phone the search box takes a row of its own, so the title is never cut short. */}
      <Toolbar
        sx={{
          gap: 1.5,
          minHeight: { xs: 64 },
          px: { xs: 2, md: 4 },
          flexWrap: { xs: 'wrap', md: 'nowrap' },
          py: { xs: 1, md: 0 },
        }}
      >
        {onOpenMenu && (
          <IconButton
            edge="start"
            onClick={onOpenMenu}
            aria-label={hasUnread ? 'Open navigation (new notifications)' : 'Open navigation'}
          >
            <Badge
              variant="dot"
              invisible={!hasUnread}
              data-testid="menu-notifications-badge"
              sx={{ '& .MuiBadge-dot': { bgcolor: '#b08a45' } }}
            >
              <MenuIcon />
            </Badge>
          </IconButton>
        )}
        {showBack && (
          <Tooltip title="Back">
            <IconButton onClick={() => navigate(-1)} aria-label="Back" data-testid="back-arrow">
              <ArrowBack />
            </IconButton>
          </Tooltip>
        )}
        <Typography
          variant="h3"
          component="p"
          data-testid="page-title"
          noWrap
          sx={{ flexShrink: 1, minWidth: 0, fontSize: { xs: '1.35rem', md: '1.6rem' } }}
        >
          {title}
        </Typography>
        <Box sx={{ flex: 1 }} />
        <Box
          data-slot="global-search"
          sx={{
            width: { xs: '100%', md: 360 },
            order: { xs: 1, md: 0 },
            display: 'flex',
            justifyContent: 'flex-end',
          }}
        >
          {search}
        </Box>
        <Tooltip title={`${user.firstName} ${user.lastName}: profile`} describeChild>
          <IconButton
            onClick={() => navigate(profilePath(user))}
            data-testid="profile-button"
            sx={{ p: 0.5 }}
          >
            <Avatar
              sx={{
                width: 36,
                height: 36,
                bgcolor: 'secondary.main',
                fontSize: 14,
                fontWeight: 600,
                letterSpacing: 0.5,
                color: '#fff',
              }}
            >
              {initials}
            </Avatar>
            <Box component="span" sx={visuallyHidden}>
              Profile of {user.firstName} {user.lastName}
            </Box>
          </IconButton>
        </Tooltip>
      </Toolbar>
    </Box>
  );
});
