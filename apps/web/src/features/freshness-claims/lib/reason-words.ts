// What went wrong, in the words customers and the desk read.
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { ClaimReason } from '@phoolwari/contracts';

export const REASON_WORDS: Record<ClaimReason, MessageDescriptor> = {
  wilted: msg`Wilted or not fresh`,
  wrong_item: msg`Wrong item`,
  damaged: msg`Damaged`,
  late: msg`Arrived late`,
  other: msg`Something else`,
};
