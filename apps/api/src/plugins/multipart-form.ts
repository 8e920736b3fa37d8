import type { ErrorCode } from "@chhaap/contract/error-codes";
import type { FastifyRequest } from "fastify";
import { ApiError } from "./api-error.ts";

/**
 * Some public calls post multipart forms (registration, profile with its picture, the
 * bank-transfer order with its payment screenshot, a return request with its photos). This
 * preValidation hook turns such a body into plain fields before the route's zod schema validates it,
 * exactly as a JSON body would be, and keeps the files of the one file field aside for the handler. Limits are tight: a few fields, and a file only where the
 * route takes one. A malformed or cut-off form is the client's mistake (400), never a server error.
 */
export interface MultipartFormOptions {
  /** The one file field the route accepts; without it any file is refused. */
  fileField?: string;
  /** How many files that field takes (1 unless told). */
  maxFiles?: number;
  maxFileBytes?: number;
  /** What a file over `maxFileBytes` is refused with (413). */
  fileTooLarge?: { code: ErrorCode; message: string };
  /** What more than `maxFiles` files are refused with (400). */
  tooManyFiles?: { code: ErrorCode; message: string };
  maxFields?: number;
  maxFieldBytes?: number;
}

const MALFORMED_FORM = "The form could not be read. Please send it again.";
const FILE_NOT_TAKEN = "This form does not take a file there.";

const files = new WeakMap<FastifyRequest, Buffer[]>();
const fileNames = new WeakMap<FastifyRequest, string>();

/** The file the route's multipart hook kept, if the client sent one. */
export function uploadedFile(request: FastifyRequest): Buffer | undefined {
  return files.get(request)?.[0];
}

/** The name the client gave the first file it sent, if any. */
export function uploadedFileName(request: FastifyRequest): string | undefined {
  return fileNames.get(request);
}

/** Every file the route's multipart hook kept (empty ones left out), in the order sent. */
export function uploadedFiles(request: FastifyRequest): Buffer[] {
  return files.get(request) ?? [];
}

export function readMultipartForm(options: MultipartFormOptions = {}) {
  const maxFields = options.maxFields ?? 12;
  const maxFiles = options.fileField ? (options.maxFiles ?? 1) : 0;
  return async function multipartForm(request: FastifyRequest): Promise<void> {
    if (!request.isMultipart()) return;
    // No prototype: a field named __proto__ or constructor is just an unknown field, dropped by the schema.
    const fields: Record<string, string> = Object.create(null);
    const parts = request.parts({
      limits: {
        fields: maxFields,
        fieldSize: options.maxFieldBytes ?? 4096,
        files: maxFiles,
        fileSize: options.maxFileBytes ?? 0,
        parts: maxFields + maxFiles,
      },
    });
    try {
      for await (const part of parts) {
        if (part.type === "file") {
          if (part.fieldname !== options.fileField) {
            await part.toBuffer().catch(() => undefined);
            throw new ApiError(400, "upload.file_not_taken", FILE_NOT_TAKEN);
          }
          const buffer = await part.toBuffer();
          if (!fileNames.has(request) && part.filename) fileNames.set(request, part.filename);
          if (buffer.length > 0) files.set(request, [...uploadedFiles(request), buffer]);
        } else if (typeof part.value === "string" && !Object.hasOwn(fields, part.fieldname)) {
          fields[part.fieldname] = part.value;
        }
      }
    } catch (error) {
      throw formError(error, options);
    }
    request.body = fields;
  };
}

function formError(error: unknown, { fileTooLarge, tooManyFiles }: MultipartFormOptions): unknown {
  if (error instanceof ApiError) return error;
  const { code, statusCode } = error as { code?: unknown; statusCode?: unknown };
  if (code === "FST_REQ_FILE_TOO_LARGE" && fileTooLarge) return new ApiError(413, fileTooLarge.code, fileTooLarge.message);
  if (code === "FST_FILES_LIMIT" && tooManyFiles) return new ApiError(400, tooManyFiles.code, tooManyFiles.message);
  // The multipart plugin's own refusals (too many parts, too large) carry their 4xx status.
  if (typeof statusCode === "number" && statusCode >= 400 && statusCode < 500) return error;
  // Anything else thrown while parsing (a missing boundary, a cut-off part) is a broken form.
  return new ApiError(400, "upload.form_malformed", MALFORMED_FORM);
}
