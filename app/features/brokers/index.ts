export { brokeredRatePath, brokerProfilePath, telHref, type RateLinkBroker } from './broker-paths';
export { featuredSlides } from './featured-brokers';
export { BrokerPortrait } from './broker-portrait';
