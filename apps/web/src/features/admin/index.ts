// The admin panel's own sections, and what other features' admin parts use of it: the category
// list and options, the Hindi fields of a product's details, and refreshing the catalogue after a write.
export { useAdminCategories } from './api/get-categories';
export { useAdminProducts } from './api/get-products';
export { useDeliverySlots } from './api/get-delivery-slots';
export { invalidateCatalogue } from './api/admin-keys';
export { CategoriesPanel } from './categories/categories-panel';
export { CategoryOptions } from './components/category-options';
export { HindiProductFields } from './components/hindi-product-fields';
export { ProductsPanel } from './products/products-panel';
export { PromoCodesPanel } from './promo-codes/promo-codes-panel';
export { SettingsPanel } from './settings/settings-panel';
export { UsersPanel } from './users/users-panel';
export { StaffPanel } from './staff/staff-panel';
export { AuditPanel } from './audit/audit-panel';
export { FRAME_WORDS, TAB_LABELS } from './frame-words';
