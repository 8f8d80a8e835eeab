export { brokeredRatePath, brokerProfilePath, type RateLinkBroker } from './broker-paths';
export { featuredSlides } from './featured-brokers';
export { BrokerPortrait } from './broker-portrait';
