export { brokerProfilePath } from './broker-paths';
export { featuredSlides } from './featured-brokers';
