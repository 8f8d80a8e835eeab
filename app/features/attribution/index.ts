export { ATTRIBUTION_KEY, attributionOf, captureAttribution, landingAttribution, type LandingAttribution } from './attribution';
export { tabStorage, type TabStorage } from './tab-storage';
