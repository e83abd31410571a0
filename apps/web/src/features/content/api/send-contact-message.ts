// POST /api/contact (201): stores the message for the shop's inbox and e-mails the sender a copy.
// Rate limited per connection (429).
import type { ContactBody, MessageAnswer } from '@phoolwari/contracts';
import { apiRequest } from '../../../lib/api';

export function sendContactMessage(body: ContactBody): Promise<MessageAnswer> {
  return apiRequest<MessageAnswer>('/contact', { method: 'POST', body });
}
