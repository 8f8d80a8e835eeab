export { funnelSessionId } from './funnel-session';
export { leadAnalytics } from './lead-analytics';
export { useFunnelAnalytics } from './use-funnel-analytics';
export { privacyControlOn } from './privacy-signal';
