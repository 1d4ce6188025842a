import type { Page } from 'playwright-core';

/** Calls the API as the signed-in user of the page (its stored access token): status and body. */
export async function apiResponse<T = unknown>(
  page: Page,
  method: string,
  path: string,
  body?: unknown,
): Promise<{ status: number; body: T }> {
  return page.evaluate(
    async ({ method, path, body }) => {
      const token = JSON.parse(localStorage.getItem('atrium.session') ?? '{}').accessToken;
      const res = await fetch(`/api/${path}`, {
        method,
        headers: {
          authorization: `Bearer ${token}`,
          ...(body ? { 'content-type': 'application/json' } : {}),
        },
        body: body ? JSON.stringify(body) : undefined,
      });
      return { status: res.status, body: res.status === 204 ? null : await res.json().catch(() => null) };
    },
    { method, path, body },
  ) as Promise<{ status: number; body: T }>;
}

/** The same, for a call that must succeed: its body, or an error naming the status. */
export async function apiCall<T>(page: Page, method: string, path: string, body?: unknown): Promise<T> {
  const res = await apiResponse<T>(page, method, path, body);
  if (res.status >= 400) throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}
