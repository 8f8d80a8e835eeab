export { brokerProfilePath, telHref } from './broker-paths';
export { featuredSlides } from './featured-brokers';
export { BrokerPortrait } from './broker-portrait';
