import { memo, type ReactElement } from 'react';
import { Badge, Box, List, ListItem, ListItemButton, ListItemIcon, ListItemText } from '@mui/material';
import { NavLink, useLocation } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import HomeOutlined from '@mui/icons-material/HomeOutlined';
import NotificationsNoneOutlined from '@mui/icons-material/NotificationsNoneOutlined';
import TaskAltOutlined from '@mui/icons-material/TaskAltOutlined';
import TheaterComedyOutlined from '@mui/icons-material/TheaterComedyOutlined';
import HomeWorkOutlined from '@mui/icons-material/HomeWorkOutlined';
import LockOutlined from '@mui/icons-material/LockOutlined';
import ApartmentOutlined from '@mui/icons-material/ApartmentOutlined';
import CampaignOutlined from '@mui/icons-material/CampaignOutlined';
import FlagOutlined from '@mui/icons-material/FlagOutlined';
import WorkOutlineOutlined from '@mui/icons-material/WorkOutlineOutlined';
import BusinessOutlined from '@mui/icons-material/BusinessOutlined';
import BadgeOutlined from '@mui/icons-material/BadgeOutlined';
import GroupsOutlined from '@mui/icons-material/GroupsOutlined';
import ManageAccountsOutlined from '@mui/icons-material/ManageAccountsOutlined';
import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import AppsOutlined from '@mui/icons-material/AppsOutlined';
import InsightsOutlined from '@mui/icons-material/InsightsOutlined';
import TravelExploreOutlined from '@mui/icons-material/TravelExploreOutlined';
import LogoutOutlined from '@mui/icons-material/LogoutOutlined';
import KeyOutlined from '@mui/icons-material/KeyOutlined';
import PendingActionsOutlined from '@mui/icons-material/PendingActionsOutlined';
import MarkEmailReadOutlined from '@mui/icons-material/MarkEmailReadOutlined';
import { notificationEndpoints, type NavItem } from '@atrium/domain';
import { callEndpoint } from '../../lib/api-client';
import { notificationsKeys } from '../../features/notifications/notifications-api';

const ICONS: Record<string, ReactElement> = {
  '/eng/home': <HomeOutlined />,
  '/eng/notifications': <NotificationsNoneOutlined />,
  '/eng/mytask': <TaskAltOutlined />,
  '/eng/masquerade': <TheaterComedyOutlined />,
  '/eng/listings': <HomeWorkOutlined />,
  '/eng/privatelistings': <LockOutlined />,
  '/eng/developments': <ApartmentOutlined />,
  '/eng/marketing': <CampaignOutlined />,
  '/eng/business': <FlagOutlined />,
  '/eng/myBusiness': <WorkOutlineOutlined />,
  '/eng/offices': <BusinessOutlined />,
  '/eng/agents': <BadgeOutlined />,
  '/eng/salesTeams': <GroupsOutlined />,
  '/eng/users': <ManageAccountsOutlined />,
  '/eng/selectSoldsUpload': <UploadFileOutlined />,
  '/eng/applications': <AppsOutlined />,
  '/eng/reporting': <InsightsOutlined />,
  '/eng/aiNeighborhood': <TravelExploreOutlined />,
  '/eng/admin/sign-in': <KeyOutlined />,
  '/eng/admin/jobs': <PendingActionsOutlined />,
  '/eng/admin/outbox': <MarkEmailReadOutlined />,
  '/eng/logout': <LogoutOutlined />,
};
const iconFor = (path: string) =>
  ICONS[path] ?? (path.startsWith('/eng/salesTeam/') ? <GroupsOutlined /> : <HomeOutlined />);

/** Count for the Notifications dot: asked again every minute, on focus and after a dismissal. */
export function useNotificationCount(enabled: boolean) {
  return useQuery({
    queryKey: notificationsKeys.count,
    queryFn: () =>
      callEndpoint(notificationEndpoints.getNotificationCount, {}, { silent: true }).then((r) => r.data),
    enabled,
    staleTime: 30_000,
    refetchInterval: 60_000,
    refetchOnWindowFocus: true,
  }).data?.count;
}

/** The Notifications icon and its dot: only this is drawn again when the count arrives. */
function NotificationsIcon({ icon }: { icon: ReactElement }) {
  const count = useNotificationCount(true);
  return (
    <Badge
      variant="dot"
      color="secondary"
      invisible={!count}
      data-testid="notifications-badge"
      sx={{ '& .MuiBadge-dot': { bgcolor: '#e0b96a' } }}
    >
      {icon}
    </Badge>
  );
}

/**
 * The left navigation: items from navigationFor, the current one marked, a dot on Notifications.
 * Drawn again only when its items or the address change, not with every render of the shell (the
 * configuration and lookups arriving).
 */
export const SideNav = memo(function SideNav({
  items,
  onNavigate,
}: {
  items: NavItem[];
  onNavigate?: () => void;
}) {
  const { pathname } = useLocation();
  const isCurrent = (path: string) => pathname.toLowerCase().startsWith(path.toLowerCase());
  return (
    <Box component="nav" aria-label="Main">
      <List data-testid="main-nav" sx={{ px: 1.5, py: 1 }}>
        {items.map((item) => {
          const current = isCurrent(item.path);
          const icon = iconFor(item.path);
          return (
            <ListItem key={item.path} disablePadding>
              <ListItemButton
                component={NavLink}
                to={item.path}
                onClick={onNavigate}
                aria-current={current ? 'page' : undefined}
                data-nav-path={item.path}
                sx={{
                  borderRadius: 1.5,
                  mb: 0.25,
                  py: 0.75,
                  color: current ? '#fff' : 'rgba(255,255,255,0.78)',
                  bgcolor: current ? 'rgba(255,255,255,0.12)' : 'transparent',
                  position: 'relative',
                  '&:hover': { bgcolor: 'rgba(255,255,255,0.08)', color: '#fff' },
                  '&.Mui-focusVisible': {
                    outline: '2px solid #c9a96e',
                    outlineOffset: 0,
                    bgcolor: 'rgba(255,255,255,0.08)',
                  },
                  '&::before': current
                    ? {
                        content: '""',
                        position: 'absolute',
                        left: 0,
                        top: 8,
                        bottom: 8,
                        width: 3,
                        borderRadius: 2,
                        bgcolor: '#c9a96e',
                      }
                    : undefined,
                  ...(item.path === '/eng/logout' ? { mt: 2 } : {}),
                }}
              >
                <ListItemIcon sx={{ minWidth: 38, color: current ? '#c9a96e' : 'inherit' }}>
                  {item.path === '/eng/notifications' ? <NotificationsIcon icon={icon} /> : icon}
                </ListItemIcon>
                <ListItemText
                  primary={item.label}
                  slotProps={{ primary: { sx: { fontSize: 14.5, fontWeight: current ? 600 : 500 } } }}
                />
              </ListItemButton>
            </ListItem>
          );
        })}
      </List>
    </Box>
  );
});
