import { groupThousands } from './group-thousands';
/**
 * Every message the engine can produce. A definition may override the per-question ones
 * (questionData.messages) and the contact ones (contact.messages); UI components never invent texts.
 * `{min}` / `{max}` placeholders are filled by formatMessage.
 */
export const ANSWER_MESSAGES = {
  required: 'Please answer this question.',
  chooseOption: 'Please choose one of the options.',
  chooseAtLeastOne: 'Please choose at least one option.',
  chooseAtLeast: 'Please choose at least {min} options.',
  chooseAtMost: 'Please choose no more than {max} options.',
  sliderRange: 'Please choose a range.',
  zip: 'ZIP code must be 5 digits',
  email: 'Please enter a valid email address',
  phone: 'Please enter a valid phone number (123-456-7890)',
  textRequired: 'Please enter an answer.',
  textMin: 'Please enter at least {min} characters.',
  textMax: 'Please enter no more than {max} characters.',
  currency: 'Please enter a dollar amount of up to 10 digits.',
  currencyMin: 'Amount must be at least {min}',
  currencyMax: 'Amount must be no more than {max}',
  /** Over the cap an atMost rule takes from earlier answers. */
  atMost: 'Amount must be no more than {max}',
  flowComplete: 'This flow is already complete.',
} as const;

/** The refinance/cash-out balance message; the shipped definitions carry it as messages.min. */
export const MORTGAGE_BALANCE_MESSAGE = 'Mortgage balance must be at least $1,000';

export const CONTACT_MESSAGES = {
  fullNameRequired: 'Full name is required.',
  fullNameTooLong: 'Full name must be 50 characters or less.',
  email: 'Enter a valid email address.',
  phone: 'Enter a valid US phone number.',
} as const;

export const LEAD_MESSAGES = {
  notAnObject: 'The lead must be a JSON object.',
  answersNotAnObject: 'answers must be an object keyed by answer key.',
  unknownKey: 'No question of this flow has the answer key "{key}".',
  tooManyAnswers: '{given} answers were sent, but this flow has only {most} questions.',
  unreachable: 'No path of this flow asks this question with the answers given.',
  missing: 'This question is on the path of the answers given but has no answer.',
  loanType: 'loanType must be purchase, refinance or cashOut.',
  loanTypeMismatch: 'loanType does not match the flow ({expected}).',
  contactNotAnObject: 'contactInfo must be an object with fullName, email and phoneNumber.',
} as const;

/** Replaces each {name} in a template with its parameter. */
export function formatMessage(template: string, params: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (Object.hasOwn(params, name) ? String(params[name]) : whole));
}

/** Whole US dollars with thousands separators: 1000 -> "$1,000" (locale-independent). */
export function formatUsd(amount: number): string {
  const negative = amount < 0;
  const [whole = '0', cents] = Math.abs(amount).toFixed(2).split('.');
  const grouped = groupThousands(whole);
  return `${negative ? '-' : ''}$${grouped}${cents && cents !== '00' ? `.${cents}` : ''}`;
}
