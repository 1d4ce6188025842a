import { useEffect, useState, type CSSProperties, type ReactNode } from 'react';
import { Box, CircularProgress, Skeleton } from '@mui/material';
import BrokenImageOutlined from '@mui/icons-material/BrokenImageOutlined';
import { fileEndpoints } from '@atrium/domain';
import { callEndpoint } from '../../lib/api-client';
import { useNearView } from '../../lib/use-near-view';

/**
 * Stored files are read with the session's bearer token, which an <img src> cannot send: the
 * file is fetched once, kept as an object URL (file ids never change: a crop makes a new file)
 * and shown from there. The most recent few hundred stay; older ones are released.
 */
const CACHE_LIMIT = 400;
const cache = new Map<string, Promise<string>>();

/** The staff's download call (GET files/{id}) with the session's token. */
const downloadFile = async (fileId: string) =>
  (await callEndpoint(fileEndpoints.downloadFile, { params: { id: fileId } }, { silent: true })).data.blob();

/** How a file is read: the staff's download call, or another (the photographer's own). */
type Download = (fileId: string) => Promise<Blob>;

function objectUrlOf(fileId: string, download: Download): Promise<string> {
  const hit = cache.get(fileId);
  if (hit) {
    cache.delete(fileId);
    cache.set(fileId, hit);
    return hit;
  }
  const loading = download(fileId)
    .then((blob) => URL.createObjectURL(blob))
    .catch((err: unknown) => {
      cache.delete(fileId);
      throw err;
    });
  cache.set(fileId, loading);
  while (cache.size > CACHE_LIMIT) {
    const [oldest, url] = cache.entries().next().value!;
    cache.delete(oldest);
    void url.then(URL.revokeObjectURL, () => {});
  }
  return loading;
}

type FileImageProps = {
  fileId: string | null;
  alt: string;
  /** How the picture fills its box. */
  fit?: CSSProperties['objectFit'];
  /** Load at once instead of when scrolled near (the full-screen viewer). */
  eager?: boolean;
  /** How the file is read: the staff's download call unless another is given (the photographer's). */
  download?: Download;
};

/** A stored image, loaded when it comes near the screen; a calm placeholder until then. */
export function FileImage({ fileId, alt, fit = 'cover', eager, download }: FileImageProps) {
  const { ref: box, isNear } = useNearView<HTMLDivElement>('200px', Boolean(eager));
  const current = useFileUrl(isNear ? fileId : null, download);
  return (
    <Box
      ref={box}
      aria-busy={!current}
      sx={{
        width: '100%',
        height: '100%',
        display: 'grid',
        // one cell of exactly the box's size: a picture taller than the box is fitted, not overflowing
        gridTemplate: 'minmax(0, 1fr) / minmax(0, 1fr)',
        placeItems: 'center',
      }}
    >
      {current?.url ? (
        <img
          src={current.url}
          alt={alt}
          style={{ width: '100%', height: '100%', objectFit: fit, display: 'block' }}
        />
      ) : current ? (
        <BrokenImageOutlined color="disabled" aria-label={`${alt}: could not be loaded`} />
      ) : (
        <Skeleton variant="rectangular" width="100%" height="100%" aria-hidden />
      )}
    </Box>
  );
}

type Loaded = { id: string; url: string | null };

/** A stored file as an object URL: null while loading, { url: null } when it could not be read. */
export function useFileUrl(
  fileId: string | null,
  download: Download = downloadFile,
): { url: string | null } | null {
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  useEffect(() => {
    if (!fileId) return;
    let live = true;
    objectUrlOf(fileId, download).then(
      (url) => live && setLoaded({ id: fileId, url }),
      () => live && setLoaded({ id: fileId, url: null }),
    );
    return () => {
      live = false;
    };
  }, [fileId, download]);
  return loaded && loaded.id === fileId ? { url: loaded.url } : null;
}

/** Renders its children with a stored file's object URL once it is loaded. */
export function FileImageUrl({ fileId, children }: { fileId: string; children: (url: string) => ReactNode }) {
  const loaded = useFileUrl(fileId);
  if (loaded?.url) return <>{children(loaded.url)}</>;
  return (
    <Box sx={{ height: '100%', display: 'grid', placeItems: 'center' }}>
      {loaded ? (
        <BrokenImageOutlined color="disabled" />
      ) : (
        <CircularProgress size={28} aria-label="Loading image" />
      )}
    </Box>
  );
}
