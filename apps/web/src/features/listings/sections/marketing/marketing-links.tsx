import type { MouseEvent } from 'react';
import { Box, Link } from '@mui/material';
import { fileEndpoints, type MarketingLink } from '@atrium/domain';
import { callEndpoint } from '../../../../lib/api-client';
import { showToast } from '../../../../lib/toast-store';

/**
 * Opens a stored file in a new tab. A stored file is read with the session's bearer token, which a
 * plain link cannot send: the tab opens at once (so no pop-up blocker stops it) and shows the file
 * once it is fetched.
 */
async function openStoredFile(event: MouseEvent<HTMLAnchorElement>, href: string) {
  event.preventDefault();
  const tab = window.open('', '_blank');
  try {
    const id = href.replace(/^\/api\/files\//, '');
    const blob = await (
      await callEndpoint(fileEndpoints.downloadFile, { params: { id } }, { silent: true })
    ).data.blob();
    const url = URL.createObjectURL(blob);
    if (tab) tab.location.href = url;
    else window.location.href = url;
    setTimeout(() => URL.revokeObjectURL(url), 60_000);
  } catch {
    tab?.close();
    showToast('error', 'The file could not be opened');
  }
}

/** A marketing item's links (VIEW, LINK, TEAR SHEET): a url as is, a stored file through the session. */
export function MarketingLinks({
  links,
  size = 'caption',
}: {
  links: MarketingLink[];
  size?: 'caption' | 'body2';
}) {
  if (!links.length) return null;
  return (
    <Box component="span" sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 1.5, typography: size }}>
      {links.map((link) => (
        <Link
          key={link.href}
          href={link.href}
          target="_blank"
          rel="noopener noreferrer"
          onClick={link.isFile ? (e) => void openStoredFile(e, link.href) : undefined}
          sx={{ whiteSpace: 'nowrap' }}
        >
          {link.label}
        </Link>
      ))}
    </Box>
  );
}
