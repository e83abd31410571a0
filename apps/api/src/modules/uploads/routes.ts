// POST /api/upload/multiple: admin image uploads as multipart/form-data, repeated `files`. The
// multipart parser lives only in this route's scope, with hard limits on size and count; the
// admin check runs on request, before a byte of the body is read. The parser setup and the file
// reader are shared with the other image upload (customers' reference photos in the cart module).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { UPLOAD_MAX_FILE_BYTES, UPLOAD_MAX_FILES, UploadAnswerSchema } from '@phoolwari/contracts';
import { AppError, badRequest } from '../../platform/errors';
import { wording } from '../../platform/i18n/translator';
import type { Guards } from '../auth';
import * as messages from './messages';
import type { IncomingFile, UploadService } from './service';

const MAX_MB = UPLOAD_MAX_FILE_BYTES / (1024 * 1024);

/** The multipart plugin's own errors, in the contract's words. */
function translate(error: unknown, maxFiles: number): unknown {
  const code = (error as { code?: unknown } | null)?.code;
  switch (code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return new AppError(413, wording(messages, 'tooLarge', { max: MAX_MB }), 'FILE_TOO_LARGE');
    case 'FST_FILES_LIMIT':
      return new AppError(413, maxFiles === 1 ? wording(messages, 'tooManyFilesOne') : wording(messages, 'tooManyFiles', { max: maxFiles }), 'TOO_MANY_FILES');
    case 'FST_PARTS_LIMIT':
    case 'FST_FIELDS_LIMIT':
      return new AppError(413, 'Too many form fields', 'TOO_MANY_FIELDS');
    case 'FST_PROTO_VIOLATION':
    case 'FST_MP_PREMATURE_CLOSE':
      return badRequest('Malformed upload');
    default:
      // busboy's own parse errors ('Unexpected end of form', 'Malformed part header') carry no code.
      return error instanceof Error && !(error instanceof AppError) && !('statusCode' in error) ? badRequest('Malformed upload') : error;
  }
}

/**
 * The request's image files under `field`, at most `maxFiles` (the limit its scope's parser was
 * registered with); files under another name refused. 415 unless multipart. Text fields are
 * ignored, or copied into `fields` when given (filled once the files have been read through).
 */
export async function* imageFilesOf(
  request: FastifyRequest,
  { field, maxFiles, fields }: { field: string; maxFiles: number; fields?: Record<string, string> },
): AsyncGenerator<IncomingFile> {
  if (!request.isMultipart()) throw new AppError(415, 'Send the images as multipart/form-data', 'UNSUPPORTED_MEDIA_TYPE');
  try {
    for await (const part of request.parts()) {
      if (part.type !== 'file') {
        if (fields && typeof part.value === 'string') fields[part.fieldname] = part.value;
        continue;
      }
      if (part.fieldname !== field) {
        throw badRequest(`Send images in the "${field}" field (got "${part.fieldname.slice(0, 40)}")`, [
          { path: part.fieldname.slice(0, 40), message: 'Unexpected file field' },
        ]);
      }
      yield {
        filename: part.filename,
        read: () =>
          part.toBuffer().catch((error: unknown) => {
            throw translate(error, maxFiles);
          }),
      };
    }
  } catch (error) {
    throw translate(error, maxFiles);
  }
}

/**
 * Registers the multipart parser in `scope` (an encapsulated plugin: routes elsewhere keep JSON
 * only) with hard limits: UPLOAD_MAX_FILE_BYTES per file, `maxFiles` files, a few small fields.
 */
export async function registerImageMultipart(scope: FastifyInstance, { maxFiles }: { maxFiles: number }): Promise<void> {
  await scope.register(multipart, {
    limits: { fileSize: UPLOAD_MAX_FILE_BYTES, files: maxFiles, fields: 10, fieldSize: 1024, fieldNameSize: 100, parts: maxFiles + 10, headerPairs: 100 },
    throwFileSizeLimit: true,
  });
}

export async function registerUploadRoutes(app: FastifyInstance, { uploads, guards }: { uploads: UploadService; guards: Guards }) {
  await app.register(async (scope) => {
    await registerImageMultipart(scope, { maxFiles: UPLOAD_MAX_FILES });
    scope
      .withTypeProvider<ZodTypeProvider>()
      .post(
        '/api/upload/multiple',
        { onRequest: guards.requirePermission('catalog.edit'), schema: { response: { 200: UploadAnswerSchema } } },
        async (request) => ({ data: await uploads.uploadImages(imageFilesOf(request, { field: 'files', maxFiles: UPLOAD_MAX_FILES })) }),
      );
  });
}
