/** Saves a downloaded answer in the browser, under the name its Content-Disposition gives. */
export async function saveDownload(res: Response, fallbackName: string) {
  const disposition = res.headers.get('content-disposition') ?? '';
  saveBlob(await res.blob(), /filename="([^"]+)"/.exec(disposition)?.[1] ?? fallbackName);
}

/** Saves a blob in the browser as a file. */
export function saveBlob(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
