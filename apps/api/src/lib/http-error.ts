import { MSG } from '@atrium/domain';

/** An error the API answers with its own status and human sentence. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: Array<{ field: string; message: string }>,
  ) {
    super(message);
  }
}

export const badRequest = (message: string, errors?: Array<{ field: string; message: string }>) =>
  new HttpError(400, message, errors);
export const forbidden = (message: string = MSG.forbidden) => new HttpError(403, message);
export const notFound = (message: string = MSG.notFound) => new HttpError(404, message);
export const staleVersion = () => new HttpError(412, MSG.staleVersion);
