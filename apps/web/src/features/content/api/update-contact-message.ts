// PATCH /api/admin/contact-messages/:id {status} and POST …/:id/reply {body}: both answer with the
// message as it now stands, which replaces it in every cached page before the lists are re-read
// (a filtered page may lose it, and the new-count changes).
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ContactInboxAnswer, ContactMessage, ContactMessageAnswerSchema } from '@phoolwari/contracts';
import { apiRequest } from '../../../lib/api';
import { contentKeys } from './content-keys';

type ContactMessageAnswer = z.infer<typeof ContactMessageAnswerSchema>;

export async function setContactStatus({ id, status }: { id: string; status: ContactMessage['status'] }): Promise<ContactMessage> {
  return (await apiRequest<ContactMessageAnswer>(`/admin/contact-messages/${encodeURIComponent(id)}`, { method: 'PATCH', body: { status } })).message;
}

/** The reply goes to the sender through the shop's mail outbox. */
export async function replyToContact({ id, body }: { id: string; body: string }): Promise<ContactMessage> {
  return (await apiRequest<ContactMessageAnswer>(`/admin/contact-messages/${encodeURIComponent(id)}/reply`, { method: 'POST', body: { body } })).message;
}

async function showUpdated(queryClient: QueryClient, message: ContactMessage) {
  queryClient.setQueriesData<ContactInboxAnswer>({ queryKey: contentKeys.inbox }, (page) =>
    page ? { ...page, messages: page.messages.map((m) => (m._id === message._id ? message : m)) } : page,
  );
  await queryClient.invalidateQueries({ queryKey: contentKeys.inbox });
}

export function useSetContactStatus() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: setContactStatus, onSuccess: (message) => showUpdated(queryClient, message) });
}

export function useReplyToContact() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: replyToContact, onSuccess: (message) => showUpdated(queryClient, message) });
}
