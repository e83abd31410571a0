// The cart over HTTP: /api/cart/*. Guests are told to log in, with the spec's messages.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { CartAddBodySchema, CartAnswerSchema, CartRemoveBodySchema, CartUpdateBodySchema, PromoApplyBodySchema } from '@phoolwari/contracts';
import { authOf, type Guards } from '../auth/guard';
import type { CartService } from './service';

export function registerCartRoutes(app: FastifyInstance, { cart, guards }: { cart: CartService; guards: Guards }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const manage = { preHandler: guards.requireUserWithMessage('Please login to manage cart') };
  const answer = { response: { 200: CartAnswerSchema } };
  const userId = (request: Parameters<typeof authOf>[0]) => authOf(request).user.id;

  r.get('/api/cart', { ...manage, schema: answer }, async (request) => ({ cart: await cart.read(userId(request)) }));
  r.post(
    '/api/cart/add',
    { preHandler: guards.requireUserWithMessage('Please login to add items to cart'), schema: { body: CartAddBodySchema, ...answer } },
    async (request) => ({ cart: await cart.add(userId(request), request.body.productId, request.body.quantity) }),
  );
  r.put('/api/cart/update', { ...manage, schema: { body: CartUpdateBodySchema, ...answer } }, async (request) => ({
    cart: await cart.update(userId(request), request.body.productId, request.body.quantity),
  }));
  r.delete('/api/cart/remove', { ...manage, schema: { body: CartRemoveBodySchema, ...answer } }, async (request) => ({
    cart: await cart.remove(userId(request), request.body.productId),
  }));
  r.delete('/api/cart/clear', { ...manage, schema: answer }, async (request) => ({ cart: await cart.clear(userId(request)) }));
  r.post('/api/cart/promo', { ...manage, schema: { body: PromoApplyBodySchema, ...answer } }, async (request) => ({
    cart: await cart.applyPromo(userId(request), request.body.code),
  }));
  r.delete('/api/cart/promo', { ...manage, schema: answer }, async (request) => ({ cart: await cart.removePromo(userId(request)) }));
}
