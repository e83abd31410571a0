// What other features use of the account: saved addresses (checkout picks and saves them).
export { useSavedAddresses } from './api/get-saved-addresses';
export { useSaveAddress } from './api/save-address';
export { addressLine } from './lib/address';
export { translatedResolver, useFieldMessages, type FieldMessages, type TranslateFieldError } from './lib/translated-form';
export { usePincodePlaceFill } from './api/pincode-place';
export { PincodePlaceHint } from './components/pincode-place-hint';
export { RelationSelect } from './components/relation-select';
export { RELATION_WORDS, recipientTitle } from './lib/relations';
