// A design as the contract shows it. Who reads decides what they see: the owner and staff see
// everything; everyone else (the gallery, a shared link) sees the design and its product details
// but not the customer's name and e-mail, the staff's notes or which staff member approved it.
import type { CustomOrder } from '@phoolwari/contracts';
import { toRupees } from '../../platform/money';
import { hindi } from '../catalog';
import type { CustomOrderView } from './repo';

export type Audience = 'owner' | 'staff' | 'public';

export function toCustomOrderDto(row: CustomOrderView, audience: Audience): CustomOrder {
  const isPublic = audience === 'public';
  return {
    _id: row.id,
    customOrderId: row.customOrderId,
    user: isPublic ? null : { name: row.ownerName, email: row.ownerEmail },
    prompt: row.prompt,
    generatedImage: row.generatedImage,
    fallback: row.fallback,
    fallbackReason: row.fallbackReason,
    generator: row.generator,
    status: row.status,
    notes: isPublic ? null : row.notes,
    rejectionReason: row.rejectionReason,
    approvedBy: !isPublic && row.approverName !== null ? { name: row.approverName } : null,
    approvedAt: row.approvedAt?.toISOString() ?? null,
    submittedAt: row.submittedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    convertedProductId: row.convertedProductId ? { _id: row.convertedProductId } : null,
    galleryConsent: row.galleryConsent,
    // Approval writes every detail at once; name and price stand for all of them.
    adminDetails:
      row.approvedName !== null && row.approvedPricePaise !== null
        ? {
            name: row.approvedName,
            description: row.approvedDescription ?? '',
            price: toRupees(row.approvedPricePaise),
            category:
              row.approvedCategoryId && row.categoryName !== null
                ? { _id: row.approvedCategoryId, name: row.categoryName, ...hindi({ name: row.categoryNameHi ?? '' }) }
                : null,
            deliveryTime: row.approvedDeliveryTime ?? '',
            features: row.approvedFeatures,
            tags: row.approvedTags,
            ...hindi({ name: row.approvedNameHi, description: row.approvedDescriptionHi, features: row.approvedFeaturesHi, tags: row.approvedTagsHi }),
          }
        : null,
  };
}
