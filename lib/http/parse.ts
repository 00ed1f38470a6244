import { z } from "zod";
import { AppError, badRequest, type ErrorMessage } from "./errors";
import { JSON_ONLY_ERROR, isJsonContentType } from "./cross-site";
import { isServerErrorKey, serverError } from "./server-errors";

// Input validation for route handlers. The first problem's message becomes the
// envelope error, so schemas carry the documented texts, or the message key of
// a catalogue entry (lib/http/server-errors.ts), which becomes that entry.

const NOT_JSON = "The request body is not valid JSON.";

function firstMessage(error: z.ZodError): ErrorMessage {
  const issue = error.issues[0];
  if (!issue) return "Invalid input.";
  if (isServerErrorKey(issue.message)) return serverError(issue.message);
  const where = issue.path.length ? `${issue.path.join(".")}: ` : "";
  // Messages written in a schema are the documented texts; show them as they are.
  return issue.message.includes(" ") && /[.!?]$/.test(issue.message) ? issue.message : `${where}${issue.message}`;
}

export function validate<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value);
  if (!result.success) throw badRequest(firstMessage(result.error));
  return result.data;
}

/**
 * The JSON body, checked by `schema`; an empty body is `{}`. A body must come
 * as application/json (415 otherwise): a page of another site can send
 * text/plain without asking, application/json only with the server's consent.
 */
export async function parseJson<S extends z.ZodType>(req: Request, schema: S): Promise<z.output<S>> {
  await assertJsonBody(req);
  let text: string;
  try {
    text = await req.text();
  } catch {
    throw badRequest(NOT_JSON);
  }
  let body: unknown;
  try {
    body = text ? JSON.parse(text) : {};
  } catch {
    throw badRequest(NOT_JSON);
  }
  return validate(schema, body);
}

/** Refuses (415) a non-empty body not sent as application/json; route() asks first, before the address's parameters are judged. */
export async function assertJsonBody(req: Request): Promise<void> {
  if (isJsonContentType(req.headers.get("content-type"))) return;
  let text: string;
  try {
    text = await req.clone().text();
  } catch {
    throw badRequest(NOT_JSON);
  }
  if (text) throw new AppError("UNSUPPORTED_MEDIA_TYPE", JSON_ONLY_ERROR);
}

export function parseQuery<S extends z.ZodType>(req: Request, schema: S): z.output<S> {
  return validate(schema, Object.fromEntries(new URL(req.url).searchParams));
}

export async function parseParams<S extends z.ZodType>(
  ctx: { params: Promise<Record<string, string | string[] | undefined>> },
  schema: S,
): Promise<z.output<S>> {
  return validate(schema, await ctx.params);
}
