import type { ReactNode } from 'react';
import { IconButton, ListSubheader, Menu, MenuItem, Stack, Tooltip } from '@mui/material';
import AssessmentOutlined from '@mui/icons-material/AssessmentOutlined';
import CampaignOutlined from '@mui/icons-material/CampaignOutlined';
import EditNoteOutlined from '@mui/icons-material/EditNoteOutlined';
import { useNavigate } from 'react-router';
import { hasRole, isSystemAdmin, MSG, type RoleCode } from '@atrium/domain';
import type { ListingListItem } from '../listing-search-api';
import { useMenuAnchor } from '../../../lib/use-menu-anchor';

type ActionItem = { label: string; to: string; newTab?: boolean };

/** Reports and Marketing of a row (spec/001 'Listing edit sections', row actions). */
export function reportItems(id: number): ActionItem[] {
  return [
    { label: 'Advertising Summary', to: `/eng/listingUtilitarian/${id}` },
    { label: 'Client Marketing', to: `/reportBuilder/${id}`, newTab: true },
  ];
}
export function marketingItems(id: number): ActionItem[] {
  return [
    { label: 'Email Campaigns', to: `/listing/${id}/marketing` },
    { label: 'Design Vault Express', to: `/designVault/${id}` },
  ];
}

/**
 * Manage: the listing's sections, less those hidden by the user's disable permissions (Ad Copy
 * and Showcase restrict everyone but system administrators).
 */
export function manageItems(id: number, roles: readonly RoleCode[]): ActionItem[] {
  const admin = isSystemAdmin({ roles });
  const has = (code: RoleCode) => hasRole({ roles }, code);
  const sections: Array<[string, string, boolean]> = [
    ['Listing Details', 'listingDetails', true],
    ['Price', 'prices', !has('disableListingPriceEdit')],
    ['Features', 'listingFeatures', true],
    ['Open House', 'openHouse', true],
    ['Showings', 'showings', true],
    ['Ad Copy', 'adCopy', admin || !has('disableListingAdCopyEdit')],
    ['Property Marketing', 'propertyMarketing', true],
    ['Showcase Site', 'showcaseWebsite', admin || !has('disableShowcaseEdit')],
    ['Photos', 'photos', true],
  ];
  return [
    ...sections
      .filter(([, , visible]) => visible)
      .map(([label, edit]) => ({ label, to: `/eng/listing/${id}?edit=${edit}` })),
    // its own page (/listingSyndication/{listingId}): who may manage the listing sets where it is sent
    { label: 'Syndication', to: `/listingSyndication/${id}` },
  ];
}

function ActionMenu({
  label,
  icon,
  items,
  id,
}: {
  label: string;
  icon: ReactNode;
  items: ActionItem[];
  id: string;
}) {
  // a list of twenty rows draws sixty buttons, and a menu only once it is opened
  const menu = useMenuAnchor();
  const navigate = useNavigate();
  const open = (item: ActionItem) => {
    menu.close();
    if (item.newTab) window.open(item.to, '_blank', 'noopener');
    else navigate(item.to);
  };
  return (
    <>
      <Tooltip title={label}>
        <IconButton
          size="small"
          aria-label={label}
          aria-haspopup="menu"
          aria-controls={menu.anchor ? id : undefined}
          onClick={(e) => menu.openAt(e.currentTarget)}
        >
          {icon}
        </IconButton>
      </Tooltip>
      {menu.isUsed && (
        <Menu id={id} anchorEl={menu.anchor} open={Boolean(menu.anchor)} onClose={menu.close}>
          <ListSubheader sx={{ lineHeight: '32px' }}>{label}</ListSubheader>
          {items.length === 0 && <MenuItem disabled>{MSG.noRecordsFound}</MenuItem>}
          {items.map((item) => (
            <MenuItem key={item.label} onClick={() => open(item)}>
              {item.label}
            </MenuItem>
          ))}
        </Menu>
      )}
    </>
  );
}

/** Reports, Marketing and (for users who may manage the listing) Manage. */
export function RowActions({ row, roles }: { row: ListingListItem; roles: readonly RoleCode[] }) {
  if (!row.isInScope) return null;
  return (
    <Stack direction="row" spacing={0.25} sx={{ justifyContent: 'flex-end' }}>
      <ActionMenu
        id={`reports-${row.id}`}
        label="Reports"
        icon={<AssessmentOutlined fontSize="small" />}
        items={reportItems(row.id)}
      />
      <ActionMenu
        id={`marketing-${row.id}`}
        label="Marketing"
        icon={<CampaignOutlined fontSize="small" />}
        items={marketingItems(row.id)}
      />
      {row.canManage && (
        <ActionMenu
          id={`manage-${row.id}`}
          label="Manage"
          icon={<EditNoteOutlined fontSize="small" />}
          items={manageItems(row.id, roles)}
        />
      )}
    </Stack>
  );
}
