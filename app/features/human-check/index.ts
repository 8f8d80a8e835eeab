export { HumanCheckGate, useHumanCheckToken } from './human-check-gate';
export { humanCheckText } from './messages';
