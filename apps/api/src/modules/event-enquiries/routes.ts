// HTTP routes of event enquiries: the customer's (or guest's) enquiry and photos, the customer's
// own list, and the staff's list with "contacted" (role checked first, before the input is read).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  EVENT_PHOTO_FIELD,
  EventContactedBodySchema,
  EventEnquiryAnswerSchema,
  EventEnquiryBodySchema,
  EventPhotoAnswerSchema,
  IdParamsSchema,
  MyEventEnquiriesAnswerSchema,
  StaffEventEnquiriesAnswerSchema,
  StaffEventEnquiriesQuerySchema,
  StaffEventEnquiryAnswerSchema,
} from '@phoolwari/contracts';
import { authOf, type Guards } from '../auth';
import { imageFilesOf, registerImageMultipart } from '../uploads';
import type { EventEnquiryService } from './service';

export async function registerEventEnquiryRoutes(app: FastifyInstance, { events, guards }: { events: EventEnquiryService; guards: Guards }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const staff = { onRequest: guards.requirePermission('events.manage') };

  // A guest may ask too: who is asking is read when a token comes, never required.
  r.post(
    '/api/event-enquiries',
    { onRequest: guards.identifyUser, schema: { body: EventEnquiryBodySchema, response: { 201: EventEnquiryAnswerSchema } } },
    async (request, reply) => reply.status(201).send({ enquiry: await events.create(request.auth?.user, request.body, request.ip) }),
  );
  r.get('/api/event-enquiries', { onRequest: guards.requireUser, schema: { response: { 200: MyEventEnquiriesAnswerSchema } } }, async (request) => ({
    enquiries: await events.mine(authOf(request).user),
  }));
  r.get(
    '/api/event-enquiries/:id',
    { onRequest: guards.requireUser, schema: { params: IdParamsSchema, response: { 200: EventEnquiryAnswerSchema } } },
    async (request) => ({ enquiry: await events.one(authOf(request).user, request.params.id) }),
  );

  r.get(
    '/api/admin/event-enquiries',
    { ...staff, schema: { querystring: StaffEventEnquiriesQuerySchema, response: { 200: StaffEventEnquiriesAnswerSchema } } },
    async (request) => events.listForStaff(request.query),
  );
  r.patch(
    '/api/admin/event-enquiries/:id/contacted',
    { ...staff, schema: { params: IdParamsSchema, body: EventContactedBodySchema, response: { 200: StaffEventEnquiryAnswerSchema } } },
    async (request) => ({ enquiry: await events.markContacted(authOf(request).user, request.params.id, request.body.note) }),
  );

  // POST /api/event-enquiries/photos: multipart, one image in `file` (the uploads pipeline's size
  // limit), from a guest or a customer, limited per IP; the parser lives only in this scope.
  await app.register(async (scope) => {
    await registerImageMultipart(scope, { maxFiles: 1 });
    scope
      .withTypeProvider<ZodTypeProvider>()
      .post('/api/event-enquiries/photos', { schema: { response: { 200: EventPhotoAnswerSchema } } }, async (request) => ({
        photo: await events.uploadPhoto(request.ip, imageFilesOf(request, { field: EVENT_PHOTO_FIELD, maxFiles: 1 }), EVENT_PHOTO_FIELD),
      }));
  });
}
