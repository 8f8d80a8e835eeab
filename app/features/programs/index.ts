export { loadPrograms } from './program-cache';
