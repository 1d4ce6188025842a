type EarlyCalls = { userId: number; calls: Record<string, Promise<Response> | undefined> };

/**
 * The answer of a call public/early-calls.js started before the app's code arrived, taken once
 * and only for the user it was made for; null when there is none. A failed early call rejects,
 * so the caller makes its own call (which reports errors and handles a 401).
 */
export function takeEarlyCall<T>(path: string, userId: number | undefined): Promise<T> | null {
  const early = (window as { __atriumEarly?: EarlyCalls }).__atriumEarly;
  const call = early?.calls[path];
  if (!early || !call || early.userId !== userId) return null;
  early.calls[path] = undefined;
  return call.then((res) =>
    res.ok ? (res.json() as Promise<T>) : Promise.reject(new Error(`${res.status}`)),
  );
}
