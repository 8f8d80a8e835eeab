export { HumanCheckGate, useHumanCheckToken } from './human-check-gate';
