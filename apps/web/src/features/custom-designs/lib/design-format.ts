// How a design is named and described on screen, and how the approval form reads its lists.
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { localized, type Language } from '@phoolwari/contracts/storefront-values';
import type { CustomOrder } from './types';

/**
 * The design as read in `language`: its approved name, description, features, tags and category
 * in Hindi where staff wrote them, in English otherwise, field by field (as a product's are).
 */
export function localizedDesign<T extends Pick<CustomOrder, 'adminDetails'>>(design: T, language: Language): T {
  return design.adminDetails ? { ...design, adminDetails: localized(design.adminDetails, language) } : design;
}

/**
 * The approved product name, or 'Custom design CD-…' while staff have not named it: in the page's
 * language when given its i18n (the admin panel, in English, passes none). The name is the one
 * `design` carries: a storefront page passes the design through `localizedDesign` first.
 */
export function designTitle(design: Pick<CustomOrder, 'adminDetails' | 'customOrderId'>, i18n?: I18n): string {
  const id = design.customOrderId;
  if (design.adminDetails?.name) return design.adminDetails.name;
  return i18n ? i18n._(msg`Custom design ${id}`) : `Custom design ${id}`;
}

/** 'roses, , gift ,roses' → ['roses', 'gift']: trimmed, empties and repeats dropped. */
export function splitCommaList(text: string): string[] {
  return [
    ...new Set(
      text
        .split(',')
        .map((s) => s.trim())
        .filter((s) => s.length > 0),
    ),
  ];
}

/** The product a converted design became, when there is one. */
export function productIdOf(design: Pick<CustomOrder, 'status' | 'convertedProductId'>): string | undefined {
  return design.status === 'converted_to_product' ? design.convertedProductId?._id : undefined;
}

/** Gallery cards show at most this many tags, then '+N'. */
export const CARD_TAG_LIMIT = 3;

/** The gallery's page number from the URL; anything but a whole number from 1 up is the first page. */
export function pageFrom(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}
