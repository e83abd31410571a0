// The cart over HTTP: /api/cart/*. A signed-in customer's cart is their account's; a visitor's is
// a guest cart named by a signed cookie, made by their first add (guest-cart.ts). A bearer token
// that no longer works is still a 401, so a lost session is never mistaken for a guest.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
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
import type { GuestCarts } from './guest-cart';
import { wording } from '../../platform/i18n/translator';
import { requestLanguage } from '../../platform/i18n/request-language';
import { requestKeyOf } from '../../platform/idempotency';
import { withAccess } from '../../platform/api-docs';
import * as messages from './messages';

export async function registerCartRoutes(
  app: FastifyInstance,
  { cart, referencePhotos, guards, guestCarts }: { cart: CartService; referencePhotos: ReferencePhotoService; guards: Guards; guestCarts: GuestCarts },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // With a bearer token: the account (or a 401). Without one: the visitor's guest cart, if any.
  const requireAccount = guards.requireUserWithMessage(wording(messages, 'loginToManage'));
  const signedInOrGuest = withAccess(async (request: FastifyRequest) => {
    if (request.headers.authorization) await requireAccount(request);
  }, 'optional');
  const manage = { preHandler: signedInOrGuest };
  const answer = { response: { 200: CartAnswerSchema } };
  /** The cart's owner; '' for a visitor without a guest cart yet, whose cart is empty (no row has that owner). */
  const userId = async (request: FastifyRequest) => (request.auth ? authOf(request).user.id : ((await guestCarts.guestOf(request)) ?? ''));
  /** The owner for an addition: a visitor's first add makes their guest cart. */
  const ownerFor = async (request: FastifyRequest, reply: FastifyReply) => (request.auth ? authOf(request).user.id : guestCarts.guestFor(request, reply));

  r.get('/api/cart', { ...manage, schema: answer }, async (request, reply) => {
    void reply.header('cache-control', 'private, no-store');
    return { cart: await cart.read(await userId(request), requestLanguage(request)) };
  });
  r.post(
    '/api/cart/add',
    {
      ...manage,
      schema: { headers: IdempotencyKeyHeadersSchema, body: CartAddBodySchema, ...answer },
    },
    async (request, reply) => ({
      cart: await cart.add(
        await ownerFor(request, reply),
        request.body,
        request.body.quantity,
        request.body.referencePhoto,
        requestLanguage(request),
        requestKeyOf(request),
      ),
    }),
  );
  r.put('/api/cart/update', { ...manage, schema: { body: CartUpdateBodySchema, ...answer } }, async (request) => ({
    cart: await cart.update(await userId(request), request.body, request.body.quantity, request.body.referencePhoto, requestLanguage(request)),
  }));
  r.delete('/api/cart/remove', { ...manage, schema: { body: CartRemoveBodySchema, ...answer } }, async (request) => ({
    cart: await cart.remove(await userId(request), request.body, requestLanguage(request)),
  }));
  r.delete('/api/cart/clear', { ...manage, schema: answer }, async (request) => ({ cart: await cart.clear(await userId(request), requestLanguage(request)) }));
  r.post('/api/cart/promo', { ...manage, schema: { body: PromoApplyBodySchema, ...answer } }, async (request) => ({
    cart: await cart.applyPromo(await userId(request), request.body.code, requestLanguage(request)),
  }));
  r.delete('/api/cart/promo', { ...manage, schema: answer }, async (request) => {
    const owner = await userId(request);
    // A visitor without a cart has no promo to remove.
    return { cart: owner ? await cart.removePromo(owner, requestLanguage(request)) : await cart.read(owner, requestLanguage(request)) };
  });

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
