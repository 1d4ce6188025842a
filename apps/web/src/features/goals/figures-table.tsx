import type { ReactNode } from 'react';
import {
  Accordion,
  AccordionDetails,
  AccordionSummary,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import ExpandMoreRounded from '@mui/icons-material/ExpandMoreRounded';

/** A chart's figures as a small table (folded away until asked for), for screen readers and exact values. */
export function FiguresTable({
  label,
  headers,
  rows,
}: {
  label: string;
  headers: string[];
  rows: Array<{ key: string; cells: ReactNode[] }>;
}) {
  return (
    <Accordion disableGutters elevation={0} sx={{ bgcolor: 'transparent', '&:before': { display: 'none' } }}>
      <AccordionSummary expandIcon={<ExpandMoreRounded />} sx={{ px: 0 }}>
        <Typography variant="body2" color="text.secondary">
          {label}: figures as a table
        </Typography>
      </AccordionSummary>
      <AccordionDetails sx={{ px: 0, overflowX: 'auto' }}>
        {/* a fixed layout keeps the table to its frame: long figures wrap instead of scrolling sideways */}
        <Table
          size="small"
          aria-label={label}
          sx={{
            tableLayout: 'fixed',
            width: '100%',
            '& td, & th': { px: 0.5, fontSize: '0.8125rem', overflowWrap: 'anywhere' },
          }}
        >
          <TableHead>
            <TableRow>
              {headers.map((h, i) => (
                <TableCell key={h} align={i === 0 ? 'left' : 'right'}>
                  {h}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((r) => (
              <TableRow key={r.key}>
                {r.cells.map((c, i) => (
                  <TableCell key={i} align={i === 0 ? 'left' : 'right'}>
                    {c}
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </AccordionDetails>
    </Accordion>
  );
}
