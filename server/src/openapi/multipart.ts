// Reads a multipart/form-data body for one operation of the contract: the text fields are
// validated against the operation's multipart schema (coerced like query strings), the files
// are checked per field and streamed to storage with the size limit enforced while streaming.
import type { FastifyRequest } from 'fastify';
import type { MultipartFile } from '@fastify/multipart';
import type { ValidateFunction } from 'ajv';
import { createWriteStream, type WriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import { once } from 'node:events';
import path from 'node:path';
import { HttpError, badRequest } from '../lib/errors';
import { areaDir, MB, MESSAGES, newStoredName, removeStored, sanitizeFileName, sniffType, SNIFF_BYTES, type FileRule } from '../lib/uploads';
import { loadDocument } from './document';
import { createAjv } from './register';
import { toFieldErrors } from './validation-errors';
import type { operations } from '@contract';
import type { OperationId, OperationRequest } from './operations';

export interface UploadedFile {
  field: string;
  /** '<area>/<random name>.<ext>': what a table stores. */
  key: string;
  /** The client's file name, sanitized (for display and Content-Disposition only). */
  name: string;
  /** The sniffed MIME type. */
  type: string;
  size: number;
}

type MultipartBody<K extends OperationId> = operations[K] extends { requestBody?: { content: { 'multipart/form-data': infer B } } } ? B : never;

/** The operations whose contract takes a multipart/form-data body. */
export type MultipartOperationId = { [K in OperationId]: [MultipartBody<K>] extends [never] ? never : K }[OperationId];

/** The file fields of operation K's form (any field of its multipart schema may be named as one). */
export type FileField<K extends MultipartOperationId> = Extract<keyof MultipartBody<K>, string>;

/** The text fields of operation K's form as the contract declares them: its multipart schema without the file fields F. */
export type FormFields<K extends MultipartOperationId, F extends FileField<K>> = Omit<MultipartBody<K>, F>;

export interface FormInput<T = Record<string, unknown>, F extends string = string> {
  fields: T;
  files: Partial<Record<F, UploadedFile>>;
  /** Deletes the stored files: call it when the request fails after reading the form. */
  discard(): Promise<void>;
}

/** A text field of a form: at most 64 KB (busboy keeps no more of it; a longer one is refused). */
export const MAX_FORM_FIELD_BYTES = 64 * 1024;
/** All text fields of a form together, beside its files. */
export const MAX_FORM_TEXT_BYTES = 1024 * 1024;

export const FORM_MESSAGES = {
  fieldTooLarge: `Field too large. Max ${MAX_FORM_FIELD_BYTES / 1024} KB.`,
  formTooLarge: (limit: number) => `Request body too large. The form may be at most ${(limit / MB).toFixed(1)}MB.`,
} as const;

/** Text parts of a form beyond its file fields (the plugin's own `fields` limit is 100). */
const MAX_FORM_PARTS = 100;

/** The whole form's limit: the operation's files at their limits, and the text fields. */
export const formLimit = (rules: Record<string, FileRule>) => Object.values(rules).reduce((total, r) => total + r.maxBytes, MAX_FORM_TEXT_BYTES);

const ajv = createAjv();
const validators = new Map<string, { validate: ValidateFunction; fileFields: Set<string>; nonStrings: Set<string> }>();

const isBinary = (s: any) => s?.format === 'binary' || (s?.type === 'array' && s.items?.format === 'binary');
const types = (s: any): string[] => (Array.isArray(s?.type) ? s.type : s?.type ? [s.type] : []);

function validatorFor(operationId: string) {
  let v = validators.get(operationId);
  if (v) return v;
  const op = loadDocument().operations.find((o) => o.operationId === operationId);
  const schema = op?.multipartBody;
  if (!schema) throw new Error(`${operationId} has no multipart/form-data body in the contract`);
  const props: Record<string, any> = schema.properties ?? {};
  const fileFields = new Set(Object.keys(props).filter((k) => isBinary(props[k])));
  const nonStrings = new Set(Object.keys(props).filter((k) => !fileFields.has(k) && types(props[k]).length > 0 && !types(props[k]).includes('string')));
  const textSchema = {
    ...schema,
    properties: Object.fromEntries(Object.entries(props).filter(([k]) => !fileFields.has(k))),
    required: (schema.required ?? []).filter((k: string) => !fileFields.has(k)),
  };
  v = { validate: ajv.compile(textSchema), fileFields, nonStrings };
  validators.set(operationId, v);
  return v;
}

async function write(out: WriteStream, chunk: Buffer) {
  if (!out.write(chunk)) await once(out, 'drain');
}

/** Streams one file part to storage; throws 400/413 with the field's error, leaving nothing behind. */
async function storeFile(part: MultipartFile, rule: FileRule, dataDir: string): Promise<UploadedFile | null> {
  const field = part.fieldname;
  const head: Buffer[] = [];
  let headLength = 0;
  let size = 0;
  let out: WriteStream | null = null;
  let file = '';
  let type = '';
  let writeError: Error | null = null;
  const begin = async () => {
    const first = Buffer.concat(head);
    type = sniffType(first, part.mimetype, part.filename);
    if (!rule.types.includes(type)) throw badRequest({ [field]: [MESSAGES.unsupported(type)] });
    const name = newStoredName(type);
    await mkdir(areaDir(dataDir, rule.area), { recursive: true });
    file = path.join(areaDir(dataDir, rule.area), name);
    out = createWriteStream(file, { flags: 'wx' });
    out.on('error', (e) => (writeError = e));
    await write(out, first);
    return name;
  };
  let name = '';
  try {
    for await (const chunk of part.file as AsyncIterable<Buffer>) {
      size += chunk.length;
      if (size > rule.maxBytes) throw new HttpError(413, { [field]: [MESSAGES.tooLarge(rule)] });
      if (out) await write(out, chunk);
      else {
        head.push(chunk);
        headLength += chunk.length;
        if (headLength >= SNIFF_BYTES) name = await begin();
      }
    }
    // busboy stops at the request's limit and marks the stream truncated
    if (part.file.truncated) throw new HttpError(413, { [field]: [MESSAGES.tooLarge(rule)] });
    if (size === 0) {
      if (!part.filename) return null; // an empty file input: no file chosen
      throw badRequest({ [field]: [MESSAGES.empty] });
    }
    if (!out) name = await begin();
    const stream = out as WriteStream | null;
    stream!.end();
    await once(stream!, 'close');
    if (writeError) throw writeError;
    return { field, key: `${rule.area}/${name}`, name: sanitizeFileName(part.filename), type, size };
  } catch (err) {
    const stream = out as WriteStream | null;
    if (stream) {
      stream.destroy();
      await rm(file, { force: true }).catch(() => {});
    }
    throw err;
  }
}

/**
 * Reads the request's form for `operationId`. `rules` names the file fields and their rules; a
 * file in any other field is refused. A JSON (or empty) body is accepted too, without files, as
 * Django REST framework does. Empty values of non-string fields count as absent.
 */
export async function readForm<K extends MultipartOperationId, F extends FileField<K>>(
  req: OperationRequest<K>,
  operationId: K,
  rules: Record<F, FileRule>,
): Promise<FormInput<FormFields<K, F>, F>>;
export async function readForm(req: FastifyRequest, operationId: string, rules: Record<string, FileRule>): Promise<FormInput<unknown>> {
  const { validate, nonStrings } = validatorFor(operationId);
  const dataDir = req.server.config.dataDir;
  // No prototype: a field named __proto__ is just an (unknown) field.
  const raw: Record<string, unknown> = Object.create(null);
  const files: Record<string, UploadedFile> = {};
  const discard = () => removeStored(dataDir, ...Object.values(files).map((f) => f.key));

  if (req.isMultipart()) {
    const fileSize = Math.max(1, ...Object.values(rules).map((r) => r.maxBytes));
    const limit = formLimit(rules);
    const tooLarge = () => new HttpError(413, { detail: FORM_MESSAGES.formTooLarge(limit) });
    // The whole form is counted as it streams in: past the limit the parser is stopped with the
    // error (the plugin ends the parts with a request error), so nothing more is read into memory.
    let received = 0;
    // The file being read: when it is itself over its limit (the parser skips the rest of it
    // quickly), its own message is the answer.
    let reading: MultipartFile | null = null;
    const refusal = () => (reading?.file.truncated ? new HttpError(413, { [reading.fieldname]: [MESSAGES.tooLarge(rules[reading.fieldname])] }) : tooLarge());
    const count = (chunk: Buffer) => {
      received += chunk.length;
      if (received > limit && received - chunk.length <= limit) {
        if (req.raw.listenerCount('error') > 0) req.raw.emit('error', refusal());
        else req.raw.destroy(); // never reached while the parser listens; no unhandled 'error'
      }
    };
    // Added in the same tick as the parser's pipe (the first next() below), so no chunk is missed.
    req.raw.on('data', count);
    const limits = { fileSize, fieldSize: MAX_FORM_FIELD_BYTES, parts: Object.keys(rules).length + MAX_FORM_PARTS };
    try {
      for await (const part of req.parts({ limits })) {
        if (part.type === 'file') {
          const rule = rules[part.fieldname];
          if (!rule) {
            part.file.resume();
            throw badRequest({ [part.fieldname]: [MESSAGES.notAFile] });
          }
          if (files[part.fieldname]) {
            part.file.resume();
            throw badRequest({ [part.fieldname]: [MESSAGES.oneFile] });
          }
          reading = part;
          const stored = await storeFile(part, rule, dataDir);
          reading = null;
          if (stored) files[part.fieldname] = stored;
        } else if (part.valueTruncated) {
          throw new HttpError(413, { [part.fieldname]: [FORM_MESSAGES.fieldTooLarge] });
        } else if (!rules[part.fieldname]) {
          // text sent for a file field (e.g. the current URL) is ignored
          const prev = raw[part.fieldname];
          const value = part.value as string;
          raw[part.fieldname] = prev === undefined ? value : Array.isArray(prev) ? [...prev, value] : [prev, value];
        }
      }
    } catch (err) {
      await discard();
      // Throw the rest of the body away unread (not stored, not buffered), so the client gets
      // the answer and the connection stays usable.
      req.raw.unpipe();
      req.raw.resume();
      // ours, and the plugin's own limits (413: parts, files, fields)
      if (err instanceof HttpError || (err as { statusCode?: number }).statusCode === 413) throw err;
      throw badRequest({ detail: `Multipart form parse error - ${(err as Error).message}` });
    } finally {
      req.raw.off('data', count);
    }
  } else {
    const body = req.body ?? {};
    if (typeof body !== 'object' || Array.isArray(body)) throw badRequest({ non_field_errors: ['Invalid data. Expected a dictionary.'] });
    Object.assign(raw, body);
  }

  for (const key of Object.keys(raw)) {
    if (nonStrings.has(key) && (raw[key] === '' || raw[key] === null)) delete raw[key];
  }
  if (!validate(raw)) {
    await discard();
    throw badRequest(toFieldErrors(validate.errors ?? []));
  }
  // Ajv has just checked the fields against the operation's schema.
  return { fields: raw, files, discard };
}

/** Runs fn; when it fails, the form's stored files are deleted before the error goes on. */
export async function usingForm<T>(form: Pick<FormInput<unknown>, 'discard'>, fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (err) {
    await form.discard();
    throw err;
  }
}
