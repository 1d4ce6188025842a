/** An answer public/early-calls.js asked for: the response, and its body already read. */
export type EarlyAnswer = { response: Response; text: string };
type EarlyCalls = { authorization: string; calls: Record<string, Promise<EarlyAnswer> | undefined> };

/**
 * The answer of a call public/early-calls.js started before the app's code arrived, when the app
 * makes the very same call: method, address, body and session (its bearer token). Taken once;
 * null when the page made no such call, and the app calls itself.
 */
export function adoptEarlyCall(
  method: string,
  url: string,
  body: string | undefined,
  authorization: string | undefined,
): Promise<EarlyAnswer> | null {
  const early = (window as { __atriumEarly?: EarlyCalls }).__atriumEarly;
  const key = `${method} ${url} ${body ?? ''}`;
  const call = early?.calls[key];
  if (!early || !call || authorization !== early.authorization) return null;
  early.calls[key] = undefined;
  return call;
}
