import { IconButton, Menu, MenuItem } from '@mui/material';
import MoreVert from '@mui/icons-material/MoreVert';
import type { RowAction } from './data-table-types';
import { useMenuAnchor } from '../../lib/use-menu-anchor';

/** A row's actions behind one button, so they never widen the table. */
export function RowActionsMenu({ actions, label }: { actions: RowAction[]; label: string }) {
  const menu = useMenuAnchor();
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
          menu.openAt(e.currentTarget);
        }}
        onKeyDown={(e) => e.stopPropagation()}
      >
        <MoreVert fontSize="small" />
      </IconButton>
      {menu.isUsed && (
        <Menu anchorEl={menu.anchor} open={Boolean(menu.anchor)} onClose={menu.close}>
          {actions.map((a) => (
            <MenuItem
              key={a.label}
              disabled={a.isDisabled}
              onClick={() => {
                menu.close();
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
