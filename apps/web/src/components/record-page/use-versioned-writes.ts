import { useCallback, useEffect, useRef, useState } from 'react';
import { LIMITS, versionFromIfMatch } from '@atrium/domain';
import { showToast } from '../../lib/toast-store';
import { ApiError } from '../../lib/api-client';

/** One write of a record: sends If-Match, resolves the answer's ETag (null when it has none). */
export type VersionedWrite = (ifMatch: string | null) => Promise<string | null>;

/** What a section form calls: runs the writes, toasts `success`, resolves true when all succeeded. */
export type SaveWrites = (writes: VersionedWrite[], messages: { success: string }) => Promise<boolean>;

/**
 * The save orchestration of a record page with sections (listing, agent, office, team, user):
 * the writes of every section run one after another, each with the ETag of the newest version
 * seen (from the last read or the last write); a success toasts and refreshes the record at once
 * and again after LIMITS.postSaveRefreshMs; a 412 marks the page stale (MSG.staleVersion with
 * Reload). A refused write's catalogue message is toasted by the API client.
 */
export function useVersionedWrites({
  readEtag,
  refresh,
}: {
  /** The ETag of the record's last read. */
  readEtag: string | null | undefined;
  /** Re-reads the record (invalidates its query). */
  refresh: () => void;
}) {
  const etag = useRef<string | null>(null);
  useEffect(() => {
    const read = readEtag ?? null;
    if (read && (versionFromIfMatch(read) ?? 0) >= (versionFromIfMatch(etag.current) ?? 0))
      etag.current = read;
  }, [readEtag]);

  const [isStale, setStale] = useState(false);
  // a reload remounts open forms (their key) so they start from the fresh record
  const [reloads, setReloads] = useState(0);
  const refreshRef = useRef(refresh);
  refreshRef.current = refresh;

  const refreshTimer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(refreshTimer.current), []);

  const queue = useRef<Promise<unknown>>(Promise.resolve());
  const save: SaveWrites = useCallback(async (writes, messages) => {
    const job = queue.current.then(async () => {
      for (const write of writes) etag.current = (await write(etag.current)) ?? etag.current;
    });
    queue.current = job.catch(() => undefined);
    try {
      await job;
    } catch (err) {
      if (err instanceof ApiError && err.status === 412) setStale(true);
      return false;
    }
    if (writes.length) showToast('success', messages.success);
    // what the server stored at once; the later refresh picks up what other systems change
    refreshRef.current();
    window.clearTimeout(refreshTimer.current);
    refreshTimer.current = window.setTimeout(() => refreshRef.current(), LIMITS.postSaveRefreshMs);
    return true;
  }, []);

  const reload = useCallback(() => {
    setStale(false);
    setReloads((n) => n + 1);
    etag.current = null;
    refreshRef.current();
  }, []);

  return { save, isStale, reload, reloads };
}
