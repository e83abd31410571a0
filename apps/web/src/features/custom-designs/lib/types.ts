// The contract's custom-design types, in one place for this feature.
import type { z } from 'zod';
import type { AdminCustomOrdersQuerySchema, ConvertCustomOrderAnswerSchema } from '@phoolwari/contracts';

export type { CustomOrder, CustomOrderAnswer, CustomOrdersAnswer, GalleryAnswer, CustomOrderStatus } from '@phoolwari/contracts';
export type AdminCustomOrdersQuery = z.output<typeof AdminCustomOrdersQuerySchema>;
export type AdminCustomOrderFilter = AdminCustomOrdersQuery['status'];
export type ConvertCustomOrderAnswer = z.infer<typeof ConvertCustomOrderAnswerSchema>;
