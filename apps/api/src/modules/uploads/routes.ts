// POST /api/upload/multiple: admin image uploads as multipart/form-data, repeated `files`. The
// multipart parser lives only in this route's scope, with hard limits on size and count; the
// admin check runs on request, before a byte of the body is read.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { UPLOAD_MAX_FILE_BYTES, UPLOAD_MAX_FILES, UploadAnswerSchema } from '@phoolwari/contracts';
import { AppError, badRequest } from '../../platform/errors';
import type { Guards } from '../auth/guard';
import type { IncomingFile, UploadService } from './service';

const MAX_MB = UPLOAD_MAX_FILE_BYTES / (1024 * 1024);

/** The multipart plugin's own errors, in the contract's words. */
function translate(error: unknown): unknown {
  const code = (error as { code?: unknown } | null)?.code;
  switch (code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return new AppError(413, `Image is too large (max ${MAX_MB} MB)`, 'FILE_TOO_LARGE');
    case 'FST_FILES_LIMIT':
      return new AppError(413, `Too many files: upload at most ${UPLOAD_MAX_FILES} images at a time`, 'TOO_MANY_FILES');
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

/** The request's files under `files`; text fields are ignored, files under another name refused. */
async function* filesOf(request: FastifyRequest): AsyncGenerator<IncomingFile> {
  try {
    for await (const part of request.parts()) {
      if (part.type !== 'file') continue;
      if (part.fieldname !== 'files') {
        throw badRequest(`Send images in the "files" field (got "${part.fieldname.slice(0, 40)}")`, [{ path: part.fieldname.slice(0, 40), message: 'Unexpected file field' }]);
      }
      yield {
        filename: part.filename,
        read: () =>
          part.toBuffer().catch((error: unknown) => {
            throw translate(error);
          }),
      };
    }
  } catch (error) {
    throw translate(error);
  }
}

export async function registerUploadRoutes(app: FastifyInstance, { uploads, guards }: { uploads: UploadService; guards: Guards }) {
  await app.register(async (scope) => {
    await scope.register(multipart, {
      limits: { fileSize: UPLOAD_MAX_FILE_BYTES, files: UPLOAD_MAX_FILES, fields: 10, fieldSize: 1024, fieldNameSize: 100, parts: UPLOAD_MAX_FILES + 10, headerPairs: 100 },
      throwFileSizeLimit: true,
    });
    scope.withTypeProvider<ZodTypeProvider>().post(
      '/api/upload/multiple',
      { onRequest: guards.requireAdmin, schema: { response: { 200: UploadAnswerSchema } } },
      async (request) => {
        if (!request.isMultipart()) throw new AppError(415, 'Send the images as multipart/form-data', 'UNSUPPORTED_MEDIA_TYPE');
        return { data: await uploads.uploadImages(filesOf(request)) };
      },
    );
  });
}
