import fs from 'node:fs';
import { Readable } from 'node:stream';

export type RemoteVideoHostConfig = {
  /** The host's CMS API (videos, folders), e.g. https://cms.api.example.com/v1. */
  url: string;
  /** The ingest API (upload credentials, ingest requests); the CMS URL when not set. */
  ingestUrl: string;
  /** The OAuth token endpoint (client credentials). */
  oauthUrl: string;
  account: string;
  clientId: string;
  clientSecret: string;
  /** The folder new videos are added to; none when null. */
  folderId: string | null;
};

/** What the host reports of an ingested video. */
export type HostVideoInfo = {
  url: string | null;
  posterUrl: string | null;
  width: number | null;
  height: number | null;
  durationSeconds: number | null;
};

export type RemoteVideoHost = ReturnType<typeof createRemoteVideoHost>;

export class VideoHostError extends Error {
  constructor(
    readonly step: 'create' | 'upload' | 'ingest' | 'folder' | 'info' | 'delete' | 'token',
    message: string,
  ) {
    super(message);
  }
}

/**
 * The client of a Brightcove-like video host: an OAuth client-credentials token (kept until a
 * minute before it expires), then plain JSON calls. Uploads go straight to the host's cloud
 * storage with the temporary credentials it hands out (its signed URL), streamed from disk.
 */
export function createRemoteVideoHost(config: RemoteVideoHostConfig) {
  let token: { value: string; until: number } | null = null;
  const acct = `accounts/${encodeURIComponent(config.account)}`;

  async function accessToken() {
    if (token && token.until > Date.now()) return token.value;
    const basic = Buffer.from(`${config.clientId}:${config.clientSecret}`).toString('base64');
    const res = await fetch(config.oauthUrl, {
      method: 'POST',
      headers: { authorization: `Basic ${basic}`, 'content-type': 'application/x-www-form-urlencoded' },
      body: 'grant_type=client_credentials',
    });
    if (!res.ok) throw new VideoHostError('token', `token request answered ${res.status}`);
    const body = (await res.json()) as { access_token: string; expires_in?: number };
    token = { value: body.access_token, until: Date.now() + ((body.expires_in ?? 300) - 60) * 1000 };
    return token.value;
  }

  async function call<T>(step: VideoHostError['step'], base: string, path: string, init: RequestInit = {}) {
    const res = await fetch(`${base.replace(/\/$/, '')}/${acct}${path}`, {
      ...init,
      headers: {
        authorization: `Bearer ${await accessToken()}`,
        ...(init.body ? { 'content-type': 'application/json' } : {}),
      },
    });
    if (!res.ok) throw new VideoHostError(step, `${init.method ?? 'GET'} ${path} answered ${res.status}`);
    return (res.status === 204 ? null : await res.json()) as T;
  }

  return {
    /** Creates the video record on the host; answers the host's id. */
    async createVideo(name: string, reference: string): Promise<string> {
      const v = await call<{ id: string }>('create', config.url, '/videos', {
        method: 'POST',
        body: JSON.stringify({ name, reference_id: reference }),
      });
      return String(v.id);
    },
    /** Uploads the file to the host's storage with temporary credentials; answers the URL to ingest from. */
    async uploadSource(hostId: string, fileName: string, file: string, sizeBytes: number): Promise<string> {
      const creds = await call<{ signed_url: string; api_request_url: string }>(
        'upload',
        config.ingestUrl,
        `/videos/${encodeURIComponent(hostId)}/upload-urls/${encodeURIComponent(fileName)}`,
      );
      const res = await fetch(creds.signed_url, {
        method: 'PUT',
        headers: { 'content-length': String(sizeBytes) },
        body: Readable.toWeb(fs.createReadStream(file)) as ReadableStream,
        duplex: 'half',
      } as RequestInit);
      if (!res.ok) throw new VideoHostError('upload', `upload answered ${res.status}`);
      return creds.api_request_url;
    },
    /** Asks the host to ingest the uploaded source, with poster capture and a callback. */
    async requestIngest(hostId: string, sourceUrl: string, callbackUrl: string) {
      await call('ingest', config.ingestUrl, `/videos/${encodeURIComponent(hostId)}/ingest-requests`, {
        method: 'POST',
        body: JSON.stringify({
          master: { url: sourceUrl },
          'capture-images': true,
          callbacks: [callbackUrl],
        }),
      });
    },
    async addToFolder(hostId: string) {
      if (!config.folderId) return;
      await call(
        'folder',
        config.url,
        `/folders/${encodeURIComponent(config.folderId)}/videos/${encodeURIComponent(hostId)}`,
        { method: 'PUT' },
      );
    },
    /** The playable MP4 source, the poster and the measures of an ingested video. */
    async info(hostId: string): Promise<HostVideoInfo> {
      const id = encodeURIComponent(hostId);
      const video = await call<{ duration?: number; images?: { poster?: { src?: string } } }>(
        'info',
        config.url,
        `/videos/${id}`,
      );
      const sources = await call<
        Array<{ src?: string; container?: string; width?: number; height?: number }>
      >('info', config.url, `/videos/${id}/sources`);
      const mp4 = sources
        .filter((s) => s.src && (s.container ?? 'MP4').toUpperCase() === 'MP4')
        .sort((a, b) => (b.height ?? 0) - (a.height ?? 0))[0];
      return {
        url: mp4?.src ?? null,
        posterUrl: video.images?.poster?.src ?? null,
        width: mp4?.width ?? null,
        height: mp4?.height ?? null,
        durationSeconds: video.duration == null ? null : video.duration / 1000,
      };
    },
    async deleteVideo(hostId: string) {
      await call('delete', config.url, `/videos/${encodeURIComponent(hostId)}`, { method: 'DELETE' });
    },
  };
}
