// Sample designs shaped like the API's answers, for this feature's tests.
import type { CustomOrder, GalleryAnswer } from './lib/types';

export const DESIGN_ID = 'eeeeeeeeeeeeeeeeeeeeee01';
export const PRODUCT_ID = 'bbbbbbbbbbbbbbbbbbbbbbb9';
export const CATEGORY_ID = 'aaaaaaaaaaaaaaaaaaaaaaa1';

export function makeDesign(overrides: Partial<CustomOrder> = {}): CustomOrder {
  return {
    _id: DESIGN_ID,
    customOrderId: 'CD-261123-7KQ4',
    user: { name: 'Asha Rao', email: 'asha@example.com' },
    prompt: 'A bridal varmala of red roses and white mogra with gold ribbon',
    generatedImage: '/uploads/designs/varmala.webp',
    fallback: false,
    fallbackReason: null,
    generator: 'openai',
    status: 'draft',
    notes: null,
    rejectionReason: null,
    approvedBy: null,
    approvedAt: null,
    submittedAt: null,
    createdAt: '2025-11-23T06:30:00.000Z',
    convertedProductId: null,
    adminDetails: null,
    galleryConsent: false,
    ...overrides,
  };
}

export const APPROVED_DETAILS: NonNullable<CustomOrder['adminDetails']> = {
  name: 'Royal Rose Varmala',
  description: 'A pair of bridal garlands of red roses and white mogra.',
  price: 2499,
  category: { _id: CATEGORY_ID, name: 'Garlands' },
  deliveryTime: '6-8 hours',
  features: ['Red roses', 'White mogra', 'Gold ribbon'],
  tags: ['wedding', 'roses', 'mogra', 'varmala', 'bridal'],
};

/** Approved details with some of their Hindi: the name, description and tags, and the category's; the features only in English. */
export const DETAILS_WITH_HINDI: NonNullable<CustomOrder['adminDetails']> = {
  ...APPROVED_DETAILS,
  category: { _id: CATEGORY_ID, name: 'Garlands', hi: { name: 'मालाएं' } },
  hi: { name: 'गुलाब और मोगरे की शाही वरमाला', description: 'लाल गुलाब और सफ़ेद मोगरे की दुल्हन-दूल्हे की दो मालाएं।', tags: ['शादी', 'वरमाला'] },
};

/** A design staff approved (and, with `converted`, made into a product). */
export function approvedDesign(overrides: Partial<CustomOrder> = {}, converted = false): CustomOrder {
  return makeDesign({
    status: converted ? 'converted_to_product' : 'approved',
    adminDetails: APPROVED_DETAILS,
    approvedBy: { name: 'Meera Admin' },
    approvedAt: '2025-11-23T09:00:00.000Z',
    submittedAt: '2025-11-23T07:00:00.000Z',
    convertedProductId: converted ? { _id: PRODUCT_ID } : null,
    ...overrides,
  });
}

export function galleryAnswer(customOrders: CustomOrder[], overrides: Partial<GalleryAnswer> = {}): GalleryAnswer {
  return { customOrders, total: customOrders.length, page: 1, totalPages: customOrders.length ? 1 : 0, ...overrides };
}
