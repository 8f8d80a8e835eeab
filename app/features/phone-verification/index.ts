export { PhoneVerificationSlot, preloadPhoneVerificationDialog } from './phone-verification-slot';
