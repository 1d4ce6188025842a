import { useState } from 'react';
import { Button, Checkbox, ListItemIcon, ListItemText, Menu, MenuItem, Stack } from '@mui/material';
import ViewColumnOutlined from '@mui/icons-material/ViewColumnOutlined';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import type { Column, ExportFormat } from './data-table-types';

const EXPORTS: Array<[ExportFormat, string]> = [
  ['csv', 'CSV'],
  ['xlsx', 'XLSX'],
];

/** 'Export CSV' and 'Export XLSX': a list's, or a page's that exports what it shows. */
export function ExportButtons({
  onExport,
  disabled,
}: {
  onExport: (format: ExportFormat) => void;
  disabled?: boolean;
}) {
  return EXPORTS.map(([format, text]) => (
    <Button
      key={format}
      size="small"
      variant="outlined"
      startIcon={<FileDownloadOutlined />}
      disabled={disabled}
      onClick={() => onExport(format)}
    >
      Export {text}
    </Button>
  ));
}

/** Above the table: the column chooser and the export buttons, each only when the list offers it. */
export function DataTableToolbar<Row>({
  label,
  columns,
  hidden,
  onToggleColumn,
  hasColumnChooser,
  onExport,
}: {
  label: string;
  columns: Column<Row>[];
  hidden: ReadonlySet<string>;
  onToggleColumn: (key: string) => void;
  hasColumnChooser: boolean;
  onExport?: (format: ExportFormat) => void;
}) {
  const [columnsAnchor, setColumnsAnchor] = useState<HTMLElement | null>(null);
  const choosable = columns.filter((c) => !c.isAlwaysShown && c.header);
  if (!hasColumnChooser && !onExport) return null;
  return (
    <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end', mb: 1 }}>
      {hasColumnChooser && choosable.length > 0 && (
        <>
          <Button
            size="small"
            color="inherit"
            startIcon={<ViewColumnOutlined />}
            aria-haspopup="menu"
            aria-label={`Columns of ${label}`}
            onClick={(e) => setColumnsAnchor(e.currentTarget)}
          >
            Columns
          </Button>
          <Menu anchorEl={columnsAnchor} open={Boolean(columnsAnchor)} onClose={() => setColumnsAnchor(null)}>
            {choosable.map((c) => (
              <MenuItem key={c.key} dense onClick={() => onToggleColumn(c.key)}>
                <ListItemIcon>
                  <Checkbox
                    edge="start"
                    size="small"
                    checked={!hidden.has(c.key)}
                    tabIndex={-1}
                    disableRipple
                    slotProps={{ input: { 'aria-label': c.header } }}
                  />
                </ListItemIcon>
                <ListItemText>{c.header}</ListItemText>
              </MenuItem>
            ))}
          </Menu>
        </>
      )}
      {onExport && <ExportButtons onExport={onExport} />}
    </Stack>
  );
}
