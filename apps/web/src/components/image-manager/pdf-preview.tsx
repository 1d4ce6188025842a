import { Box, Button, CircularProgress } from '@mui/material';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import type { Image } from '@atrium/domain';
import { FileImage, useFileUrl } from './file-image';
import { downloadFile } from './images-api';

/** Whether the browser shows PDFs itself (a phone's browser often does not). */
const hasPdfViewer = () => typeof navigator === 'undefined' || navigator.pdfViewerEnabled !== false;

/**
 * A PDF floor plan in the full-screen viewer: the PDF itself in the browser's own PDF viewer (the
 * original fetched with the session's token, framed from its object URL), the medium rendition
 * of its first page where the browser shows no PDFs or the PDF could not be read, and its
 * download under its own name.
 */
export function PdfPreview({ image }: { image: Image }) {
  const isFramed = hasPdfViewer();
  const original = useFileUrl(isFramed ? image.urls.original : null);
  const name = `Floor plan ${image.orderNo}`;
  return (
    <Box sx={{ height: '100%', display: 'grid', gridTemplateRows: 'minmax(0, 1fr) auto', gap: 1.5 }}>
      {isFramed && original?.url ? (
        <Box
          key={image.id}
          component="iframe"
          // the whole page at once, without the viewer's page thumbnails
          src={`${original.url}#navpanes=0&view=Fit`}
          title={`${name} (PDF)`}
          data-testid="pdf-preview"
          sx={{ width: '100%', height: '100%', border: 0, borderRadius: 1, bgcolor: 'common.white' }}
        />
      ) : !isFramed || original ? (
        <FileImage eager fileId={image.urls.medium} alt={name} fit="contain" />
      ) : (
        <Box sx={{ display: 'grid', placeItems: 'center' }}>
          <CircularProgress size={32} aria-label="Loading the PDF" />
        </Box>
      )}
      <Box sx={{ display: 'flex', justifyContent: 'center' }}>
        <Button
          variant="contained"
          startIcon={<FileDownloadOutlined />}
          onClick={() => void downloadFile(image.urls.original, image.fileName).catch(() => {})}
        >
          Download PDF
        </Button>
      </Box>
    </Box>
  );
}
