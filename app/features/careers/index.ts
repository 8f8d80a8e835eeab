export { OpenPositions, type OpenPositionsProps } from './open-positions';
