export { servedVariant } from './served-variant';
