/**
 * Text of a request that the two engines would not store the same (resources/text.ts: a control
 * character other than tab, CR and LF, a lone surrogate), refused before any rule or query reads
 * it (CONTRACT §2.1): in a path or a query parameter 400, in a JSON body 422 naming each field.
 */
import type { Request } from 'express';
import { isStorableText, storableText, TEXT_ERROR, unstorableKeys } from '../../resources/text';
import { ApiError, badRequest } from '../envelope';
import { say } from '../messages';

/** Throws a 400 when a parameter of the request's path (a resource, an id, a transition's or an action's name) holds such text. */
export function refuseUnstorablePath(req: Request): void {
  if (Object.values(req.params).some((v) => typeof v === 'string' && !isStorableText(v))) throw badRequest(say('request.path_text'));
}

/** Throws a 400 naming the first query parameter whose name or value (any of its values) holds such text. */
export function refuseUnstorableQuery(query: Record<string, unknown>): void {
  const name = unstorableKeys(query)[0];
  if (name !== undefined) throw badRequest(say('request.query_text', { name: storableText(name) }));
}

/** `{field: 'app.validation.text'}` for each field of a JSON body holding such text (in its name, its value or anything nested in it). */
export const textErrors = (body: Record<string, unknown>): Record<string, string> => Object.fromEntries(unstorableKeys(body).map((key) => [key, TEXT_ERROR]));

/** Throws the API's 422 (`data.errors` = `textErrors(body)`) when a field of `body` holds such text. */
export function refuseUnstorableBody(body: Record<string, unknown>): void {
  const errors = textErrors(body);
  if (Object.keys(errors).length) throw new ApiError(422, say('resource.validation'), { errors });
}
