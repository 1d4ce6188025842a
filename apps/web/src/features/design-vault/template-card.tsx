import type { ReactNode } from 'react';
import { Box, ButtonBase, Card, CardContent, Chip, Stack, Typography } from '@mui/material';
import type { DesignTemplate } from '@atrium/domain';
import { FileImage } from '../../components/image-manager/file-image';

/** A template's card: its first page, name, category and page count; `footer` holds its control. */
export function TemplateCard({
  template,
  onOpen,
  footer,
  isMuted,
}: {
  template: DesignTemplate;
  onOpen: () => void;
  footer?: ReactNode;
  isMuted?: boolean;
}) {
  return (
    <Card
      variant="outlined"
      component="li"
      data-testid={`template-${template.id}`}
      sx={{ display: 'flex', flexDirection: 'column', listStyle: 'none' }}
    >
      <ButtonBase
        onClick={onOpen}
        aria-label={`Preview ${template.name}`}
        sx={{
          display: 'block',
          width: '100%',
          height: 220,
          bgcolor: 'grey.100',
          opacity: isMuted ? 0.55 : 1,
        }}
      >
        <FileImage fileId={template.previewFileIds[0] ?? null} alt="" fit="contain" />
      </ButtonBase>
      <CardContent sx={{ flex: 1, display: 'grid', gap: 1, alignContent: 'start' }}>
        <Typography variant="h4" component="h2" sx={{ fontSize: 17 }}>
          {template.name}
        </Typography>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Chip size="small" variant="outlined" label={template.category} />
          <Typography variant="body2" color="text.secondary">
            {template.pageCount} {template.pageCount === 1 ? 'page' : 'pages'}
          </Typography>
        </Stack>
        {footer && <Box>{footer}</Box>}
      </CardContent>
    </Card>
  );
}

/** The cards' grid: one column on a phone, as many of about 240 px as fit otherwise. */
export function TemplateGrid({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box
      component="ul"
      aria-label={label}
      sx={{
        m: 0,
        p: 0,
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(auto-fill, minmax(240px, 1fr))' },
      }}
    >
      {children}
    </Box>
  );
}
