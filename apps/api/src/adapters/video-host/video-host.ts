import { createRemoteVideoHost, type RemoteVideoHost, type RemoteVideoHostConfig } from './remote-video-host';

/**
 * Where videos are processed and played from.
 * - sandbox (the embedded default): the original goes to the storage adapter and a job of the
 *   queue probes it and makes the poster and the web rendition with the bundled ffmpeg; the API
 *   serves them.
 * - remote: a Brightcove-like video host's HTTP API (create, temporary upload credentials,
 *   ingest request with a callback, folder), chosen when VIDEO_HOST_URL and its account and
 *   client credentials are set; the host keeps the files and calls back when it is done.
 */
export type VideoHost = { kind: 'sandbox' } | { kind: 'remote'; client: RemoteVideoHost };

export function createVideoHost(config: RemoteVideoHostConfig | null): VideoHost {
  return config ? { kind: 'remote', client: createRemoteVideoHost(config) } : { kind: 'sandbox' };
}
