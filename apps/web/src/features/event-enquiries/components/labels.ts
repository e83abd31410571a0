// The words for an enquiry's choices, in the page's language: the form, My Orders and the staff
// list all read them from here.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { EventBudget, EventEnquiryStatus, EventItemKind, EventKind } from '@phoolwari/contracts';

export const KIND_LABELS: Record<EventKind, MessageDescriptor> = {
  wedding: msg`Wedding`,
  engagement: msg`Engagement`,
  puja: msg`Puja`,
  birthday: msg`Birthday`,
  corporate: msg`Corporate event`,
};

export const BUDGET_LABELS: Record<EventBudget, MessageDescriptor> = {
  'under-25k': msg`Under ₹25,000`,
  '25k-50k': msg`₹25,000 – ₹50,000`,
  '50k-1l': msg`₹50,000 – ₹1,00,000`,
  '1l-3l': msg`₹1,00,000 – ₹3,00,000`,
  'over-3l': msg`Over ₹3,00,000`,
};

export const ITEM_LABELS: Record<EventItemKind, MessageDescriptor> = {
  varmala: msg`Varmala pair`,
  mandap: msg`Mandap`,
  car: msg`Car decoration`,
  stage: msg`Stage`,
  entrance: msg`Entrance`,
  'table-pieces': msg`Table pieces`,
  petals: msg`Loose petals`,
};

export const STATUS_LABELS: Record<EventEnquiryStatus, MessageDescriptor> = {
  received: msg`Received`,
  contacted: msg`We have called you`,
  quoted: msg`Quote sent`,
  closed: msg`Closed`,
};
