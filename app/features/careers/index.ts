export { careersText } from './messages';
export { OpenPositions, type OpenPositionsProps } from './open-positions';
