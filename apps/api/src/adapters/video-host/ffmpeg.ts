import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import ffmpegInstaller from '@ffmpeg-installer/ffmpeg';
import ffprobeInstaller from '@ffprobe-installer/ffprobe';

const run = promisify(execFile);

/**
 * The ffmpeg and ffprobe of the embedded video host: the binaries shipped inside npm packages
 * (@ffmpeg-installer/ffmpeg, @ffprobe-installer/ffprobe), so `npm install` alone gives a machine
 * a working video pipeline. FFMPEG_PATH / FFPROBE_PATH choose others (a newer system build).
 */
export const FFMPEG = process.env.FFMPEG_PATH || ffmpegInstaller.path;
export const FFPROBE = process.env.FFPROBE_PATH || ffprobeInstaller.path;

export type Probe = { width: number; height: number; durationSeconds: number };

/** The first video stream's displayed size (rotation applied) and the file's duration; null when no video stream is found. */
export async function probeVideo(file: string): Promise<Probe | null> {
  let out: string;
  try {
    ({ stdout: out } = await run(
      FFPROBE,
      [
        '-v',
        'error',
        '-select_streams',
        'v:0',
        '-show_entries',
        'stream=width,height:stream_tags=rotate:format=duration',
        '-of',
        'json',
        file,
      ],
      { maxBuffer: 1024 * 1024 },
    ));
  } catch {
    return null;
  }
  const json = JSON.parse(out) as {
    streams?: Array<{ width?: number; height?: number; tags?: { rotate?: string } }>;
    format?: { duration?: string };
  };
  const stream = json.streams?.[0];
  if (!stream?.width || !stream.height) return null;
  const turned = Math.abs(Number(stream.tags?.rotate ?? 0)) % 180 === 90;
  return {
    width: turned ? stream.height : stream.width,
    height: turned ? stream.width : stream.height,
    durationSeconds: Number(json.format?.duration ?? Number.NaN),
  };
}

/** A JPEG poster frame (at most 720 pixels high) taken a second in, or mid-way through a shorter video. */
export async function makePoster(input: string, output: string, durationSeconds: number) {
  const at = Number.isFinite(durationSeconds) ? Math.min(1, durationSeconds / 2) : 0;
  await run(FFMPEG, [
    '-v',
    'error',
    '-y',
    '-ss',
    at.toFixed(2),
    '-i',
    input,
    '-frames:v',
    '1',
    '-vf',
    "scale=-2:'min(720,ih)'",
    '-q:v',
    '3',
    output,
  ]);
}

/**
 * The web rendition: H.264 (yuv420p, so every browser plays it) at most 720 pixels high, AAC
 * sound when the original has any, the index at the front (+faststart) so playback starts
 * before the whole file has arrived. Two threads: the machine is shared with the API.
 */
export async function makeWebRendition(input: string, output: string) {
  await run(
    FFMPEG,
    [
      '-v',
      'error',
      '-y',
      '-i',
      input,
      '-map',
      '0:v:0',
      '-map',
      '0:a:0?',
      '-vf',
      "scale=-2:'min(720,ih)'",
      '-c:v',
      'libx264',
      '-preset',
      'veryfast',
      '-crf',
      '23',
      '-pix_fmt',
      'yuv420p',
      '-c:a',
      'aac',
      '-b:a',
      '128k',
      '-threads',
      '2',
      '-movflags',
      '+faststart',
      output,
    ],
    { maxBuffer: 4 * 1024 * 1024 },
  );
}
