export { WhoWillCall } from './who-will-call';
export { RoutedOfficerContext, rememberedOfficer, rememberOfficer } from './routed-officer';
