import crypto from 'node:crypto';

/** A multipart/form-data body with one file part, for app.inject. */
export function multipartBody(file: { name: string; type: string; data: Buffer }, field = 'file') {
  const boundary = `----atrium${crypto.randomBytes(8).toString('hex')}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${file.name}"\r\n` +
      `Content-Type: ${file.type}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, file.data, tail]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
