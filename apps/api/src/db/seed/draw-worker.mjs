// The demo pictures' drawing, on a thread of its own: the seed's database work blocks the main
// thread's event loop for long stretches, and sharp's steps would wait for it between calls.
// Plain JavaScript, so it runs the same under tsx, vitest and node. It receives SVG texts and
// answers JPEG bytes (the original and each rendition's width), with their sizes and sha256.
import crypto from 'node:crypto';
import { parentPort } from 'node:worker_threads';
import sharp from 'sharp';

/** @param {{ index: number; svg: string; width: number; height: number; widths: number[] }} job */
async function draw(job) {
  const drawn = await sharp(Buffer.from(job.svg)).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  return Promise.all(
    job.widths.map(async (w) => {
      const pixels = sharp(drawn.data, { raw: drawn.info });
      const { data, info } = await (
        w === job.width ? pixels : pixels.resize(w, Math.round((w * job.height) / job.width))
      )
        .jpeg({ quality: 84 })
        .toBuffer({ resolveWithObject: true });
      const sha256 = crypto.createHash('sha256').update(data).digest('hex');
      return { data, width: info.width, height: info.height, sha256 };
    }),
  );
}

parentPort.on('message', async (/** @type {{ jobs: Array<Parameters<typeof draw>[0]> }} */ { jobs }) => {
  let next = 0;
  // two pictures at a time: more did not finish sooner on two cores
  const lane = async () => {
    while (next < jobs.length) {
      const job = jobs[next++];
      const files = await draw(job);
      parentPort.postMessage({ index: job.index, files });
    }
  };
  await Promise.all([lane(), lane()]);
  parentPort.postMessage({ done: true });
});
