export { WhoWillCallSlot } from './who-will-call-slot';
export { RoutedOfficerContext, rememberedOfficer, rememberOfficer } from './routed-officer';
