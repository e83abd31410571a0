// The cart over HTTP: /api/cart/*. Guests are told to log in, with the spec's messages.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  CartAddBodySchema,
  CartAnswerSchema,
  CartRemoveBodySchema,
  CartUpdateBodySchema,
  IdempotencyKeyHeadersSchema,
  PromoApplyBodySchema,
  ReferencePhotoAnswerSchema,
} from '@phoolwari/contracts';
import { authOf, type Guards } from '../auth';
import { imageFilesOf, registerImageMultipart } from '../uploads';
import { REFERENCE_PHOTO_FIELD, type ReferencePhotoService } from './reference-photos';
import type { CartService } from './service';
import { wording } from '../../platform/i18n/translator';
import { requestLanguage } from '../../platform/i18n/request-language';
import { requestKeyOf } from '../../platform/idempotency';
import * as messages from './messages';

export async function registerCartRoutes(
  app: FastifyInstance,
  { cart, referencePhotos, guards }: { cart: CartService; referencePhotos: ReferencePhotoService; guards: Guards },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const manage = { preHandler: guards.requireUserWithMessage(wording(messages, 'loginToManage')) };
  const answer = { response: { 200: CartAnswerSchema } };
  const userId = (request: Parameters<typeof authOf>[0]) => authOf(request).user.id;

  r.get('/api/cart', { ...manage, schema: answer }, async (request) => ({ cart: await cart.read(userId(request), requestLanguage(request)) }));
  r.post(
    '/api/cart/add',
    {
      preHandler: guards.requireUserWithMessage(wording(messages, 'loginToAdd')),
      schema: { headers: IdempotencyKeyHeadersSchema, body: CartAddBodySchema, ...answer },
    },
    async (request) => ({
      cart: await cart.add(
        userId(request),
        request.body.productId,
        request.body.quantity,
        request.body.referencePhoto,
        requestLanguage(request),
        requestKeyOf(request),
      ),
    }),
  );
  r.put('/api/cart/update', { ...manage, schema: { body: CartUpdateBodySchema, ...answer } }, async (request) => ({
    cart: await cart.update(userId(request), request.body.productId, request.body.quantity, request.body.referencePhoto, requestLanguage(request)),
  }));
  r.delete('/api/cart/remove', { ...manage, schema: { body: CartRemoveBodySchema, ...answer } }, async (request) => ({
    cart: await cart.remove(userId(request), request.body.productId, requestLanguage(request)),
  }));
  r.delete('/api/cart/clear', { ...manage, schema: answer }, async (request) => ({ cart: await cart.clear(userId(request), requestLanguage(request)) }));
  r.post('/api/cart/promo', { ...manage, schema: { body: PromoApplyBodySchema, ...answer } }, async (request) => ({
    cart: await cart.applyPromo(userId(request), request.body.code, requestLanguage(request)),
  }));
  r.delete('/api/cart/promo', { ...manage, schema: answer }, async (request) => ({ cart: await cart.removePromo(userId(request), requestLanguage(request)) }));

  // POST /api/cart/reference-photo: multipart, one image in `file` (≤ 10 MB). The sign-in check runs
  // on request, before a byte of the body is read; the parser lives only in this route's scope.
  await app.register(async (scope) => {
    await registerImageMultipart(scope, { maxFiles: 1 });
    scope
      .withTypeProvider<ZodTypeProvider>()
      .post(
        '/api/cart/reference-photo',
        { onRequest: guards.requireUserWithMessage(wording(messages, 'loginToAddPhoto')), schema: { response: { 200: ReferencePhotoAnswerSchema } } },
        async (request) => ({
          referencePhoto: await referencePhotos.upload(authOf(request).user.id, imageFilesOf(request, { field: REFERENCE_PHOTO_FIELD, maxFiles: 1 })),
        }),
      );
  });
}
