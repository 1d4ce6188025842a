import { useState } from 'react';
import { IconButton, Menu, MenuItem } from '@mui/material';
import MoreVert from '@mui/icons-material/MoreVert';
import type { RowAction } from './data-table-types';

/** A row's actions behind one button, so they never widen the table. */
export function RowActionsMenu({ actions, label }: { actions: RowAction[]; label: string }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  // drawn from its first opening on (keeping its closing transition), not with every row
  const [isUsed, setUsed] = useState(false);
  if (!actions.length) return null;
  return (
    <>
      <IconButton
        size="small"
        aria-label={label}
        aria-haspopup="menu"
        // the row opens on Enter and click; the menu button must not also open it
        onClick={(e) => {
          e.stopPropagation();
          setUsed(true);
          setAnchor(e.currentTarget);
        }}
        onKeyDown={(e) => e.stopPropagation()}
      >
        <MoreVert fontSize="small" />
      </IconButton>
      {isUsed && (
        <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
          {actions.map((a) => (
            <MenuItem
              key={a.label}
              disabled={a.isDisabled}
              onClick={() => {
                setAnchor(null);
                a.onClick();
              }}
            >
              {a.label}
            </MenuItem>
          ))}
        </Menu>
      )}
    </>
  );
}
