import type { FastifyRequest } from "fastify";
import { ApiError } from "../../plugins/api-error.ts";

/**
 * Spec 7 sends registration and profile updates as multipart forms. This preValidation hook turns a
 * multipart body into plain fields before the route's zod schema validates it, exactly as a JSON body
 * would be, and keeps at most one file (the profile picture) aside for the handler. Limits are tight:
 * a few short fields, and a file only where the route allows one.
 */
export interface MultipartFieldOptions {
  /** The one file field the route accepts; without it any file is refused. */
  fileField?: string;
  maxFileBytes?: number;
  fileTooLargeMessage?: string;
}

const uploads = new WeakMap<FastifyRequest, Buffer>();

/** The file the route's multipart hook kept, if the client sent one. */
export function uploadedFile(request: FastifyRequest): Buffer | undefined {
  return uploads.get(request);
}

export function multipartFields(options: MultipartFieldOptions = {}) {
  return async function readMultipartFields(request: FastifyRequest): Promise<void> {
    if (!request.isMultipart()) return;
    // No prototype: a field named __proto__ or constructor is just an unknown field, dropped by the schema.
    const fields: Record<string, string> = Object.create(null);
    const parts = request.parts({
      limits: {
        fields: 12,
        fieldSize: 4096,
        files: options.fileField ? 1 : 0,
        fileSize: options.maxFileBytes ?? 0,
        parts: 13,
      },
    });
    try {
      for await (const part of parts) {
        if (part.type === "file") {
          if (part.fieldname !== options.fileField) {
            await part.toBuffer().catch(() => undefined);
            throw new ApiError(400, "This form does not take a file there.");
          }
          const buffer = await part.toBuffer();
          if (buffer.length > 0) uploads.set(request, buffer);
        } else if (typeof part.value === "string" && !Object.hasOwn(fields, part.fieldname)) {
          fields[part.fieldname] = part.value;
        }
      }
    } catch (error) {
      const code = (error as { code?: unknown }).code;
      if (code === "FST_REQ_FILE_TOO_LARGE" && options.fileTooLargeMessage) throw new ApiError(413, options.fileTooLargeMessage);
      throw error;
    }
    request.body = fields;
  };
}
