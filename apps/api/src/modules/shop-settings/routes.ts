// Shop settings over HTTP: public read (the storefront shows the fee, the gift-message limit and
// the rates of approximate prices abroad), owner's update, audited.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ShopPoliciesAnswerSchema, ShopSettingsAnswerSchema as AnswerSchema, ShopSettingsUpdateSchema, type ShopPolicies } from '@phoolwari/contracts';
import type { Db } from '../../db/client';
import type { Clock } from '../../platform/clock';
import { publicAnswer } from '../../platform/http-cache';
import { authOf, type Guards } from '../auth';
import { readShopSettings, updateShopSettings } from './service';
import { changedFields, recordAudit } from '../audit';

interface ShopSettingsRoutesDeps {
  db: Db;
  guards: Guards;
  policies: () => Promise<ShopPolicies>;
  clock: Clock;
  /** Told once the owner's change is committed; settles once every instance has been told (the response cache). */
  onChange: () => Promise<void>;
}

export function registerShopSettingsRoutes(app: FastifyInstance, { db, guards, policies, clock, onChange }: ShopSettingsRoutesDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get('/api/shop/policies', { ...publicAnswer, schema: { response: { 200: ShopPoliciesAnswerSchema } } }, async () => ({ policies: await policies() }));
  r.get('/api/settings', { ...publicAnswer, schema: { response: { 200: AnswerSchema } } }, async () => ({ settings: await readShopSettings(db) }));
  r.put(
    '/api/admin/settings',
    { onRequest: guards.requirePermission('settings.manage'), schema: { body: ShopSettingsUpdateSchema, response: { 200: AnswerSchema } } },
    async (request) => {
      const settings = await db.transaction(async (tx) => {
        const before = await readShopSettings(tx);
        const after = await updateShopSettings(tx, request.body, clock());
        const diff = changedFields(before, after);
        await recordAudit(tx, authOf(request).user, {
          action: 'settings.update',
          entityType: 'settings',
          summary: `Shop settings changed: ${Object.keys(diff.after).join(', ') || 'nothing'}`,
          ...diff,
        });
        return after;
      });
      await onChange();
      return { settings };
    },
  );
}
