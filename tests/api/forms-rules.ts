/**
 * The rules of the three forms, each with a passing and a failing value and the exact message: the
 * server's answers are checked against them (forms-brokered-rate, forms-hiring, forms-removal), and so is
 * the browser's precompiled validator (forms-client-parity), so both show the same text, from one source.
 */
import { purchaseLead, refinanceLead } from './forms-support';

/** The brokered-rate form. */
export const brokeredRateRules: { rule: string; base: 'purchase' | 'refinance' | 'leverage'; valid: Record<string, unknown>; invalid: Record<string, unknown>; field: string; message: string }[] = [
  { rule: 'firstName required', base: 'purchase', valid: { firstName: 'Dana' }, invalid: { firstName: '  ' }, field: 'firstName', message: 'First name is required' },
  { rule: 'firstName max 60', base: 'purchase', valid: { firstName: 'A'.repeat(60) }, invalid: { firstName: 'A'.repeat(61) }, field: 'firstName', message: 'First name must be 60 characters or less' },
  { rule: 'firstName letters, hyphen, space, period', base: 'purchase', valid: { firstName: 'Mary-Jo St. Claire' }, invalid: { firstName: 'Dana2' }, field: 'firstName', message: 'First name can only contain letters, spaces, hyphens and periods' },
  { rule: 'lastName required', base: 'purchase', valid: { lastName: 'Ross' }, invalid: { lastName: undefined }, field: 'lastName', message: 'Last name is required' },
  { rule: 'lastName max 60', base: 'purchase', valid: { lastName: 'B'.repeat(60) }, invalid: { lastName: 'B'.repeat(61) }, field: 'lastName', message: 'Last name must be 60 characters or less' },
  { rule: 'lastName letters', base: 'purchase', valid: { lastName: "O Neil" }, invalid: { lastName: 'Ross_1' }, field: 'lastName', message: 'Last name can only contain letters, spaces, hyphens and periods' },
  { rule: 'email required', base: 'purchase', valid: { email: 'a@b.co' }, invalid: { email: '' }, field: 'email', message: 'Email is required' },
  { rule: 'email format', base: 'purchase', valid: { email: 'first.last+tag@mail.example.com' }, invalid: { email: 'first.last@mail' }, field: 'email', message: 'Invalid email address' },
  { rule: 'email at most 254 characters', base: 'purchase', valid: { email: `${'a'.repeat(64)}@${'d'.repeat(63)}.${'d'.repeat(63)}.${'d'.repeat(57)}.com` }, invalid: { email: `${'a'.repeat(65)}@${'d'.repeat(63)}.${'d'.repeat(63)}.${'d'.repeat(57)}.com` }, field: 'email', message: 'Invalid email address' },
  { rule: 'phoneNumber required', base: 'purchase', valid: {}, invalid: { phoneNumber: undefined }, field: 'phoneNumber', message: 'Please enter a phone number' },
  { rule: 'phoneNumber 10-digit US number', base: 'purchase', valid: {}, invalid: { phoneNumber: '1235550100' }, field: 'phoneNumber', message: 'Please enter a valid 10-digit US phone number' },
  { rule: 'phoneNumber exchange starts 2-9, any typing', base: 'purchase', valid: { phoneNumber: '+1 (248) 555-0100' }, invalid: { phoneNumber: '248-155-0142' }, field: 'phoneNumber', message: 'Please enter a valid 10-digit US phone number' },
  { rule: 'streetAddress required', base: 'purchase', valid: { streetAddress: '1 Main St' }, invalid: { streetAddress: undefined }, field: 'streetAddress', message: 'Street address is required' },
  { rule: 'streetAddress max 100', base: 'purchase', valid: { streetAddress: 'x'.repeat(100) }, invalid: { streetAddress: 'x'.repeat(101) }, field: 'streetAddress', message: 'Street address must be 100 characters or less' },
  { rule: 'city required', base: 'purchase', valid: { city: 'Troy' }, invalid: { city: undefined }, field: 'city', message: 'City is required' },
  { rule: 'city letters', base: 'purchase', valid: { city: "Coeur d'Alene" }, invalid: { city: 'Troy 48083' }, field: 'city', message: 'City can only contain letters and spaces' },
  { rule: 'state required', base: 'purchase', valid: { state: 'WY' }, invalid: { state: undefined }, field: 'state', message: 'State is required' },
  { rule: 'state one of the 50', base: 'purchase', valid: { state: 'AK' }, invalid: { state: 'XX' }, field: 'state', message: 'Please choose a state' },
  { rule: 'zipCode required', base: 'purchase', valid: { zipCode: '48067' }, invalid: { zipCode: undefined }, field: 'zipCode', message: 'ZIP code is required' },
  { rule: 'zipCode 5 digits', base: 'purchase', valid: { zipCode: '00501' }, invalid: { zipCode: '4806' }, field: 'zipCode', message: 'Please enter a valid ZIP code' },
  { rule: 'zipCode without ZIP+4', base: 'purchase', valid: { zipCode: '48067' }, invalid: { zipCode: '48067-1234' }, field: 'zipCode', message: 'Please enter a valid ZIP code' },
  { rule: 'zipCode not 00000', base: 'purchase', valid: { zipCode: '48067' }, invalid: { zipCode: '00000' }, field: 'zipCode', message: 'Please enter a valid ZIP code' },
  { rule: 'loanType required', base: 'purchase', valid: { loanType: 'purchase' }, invalid: { loanType: undefined }, field: 'loanType', message: 'Please choose a loan type' },
  { rule: 'loanType one of three', base: 'purchase', valid: { loanType: 'purchase' }, invalid: { loanType: 'cashOut' }, field: 'loanType', message: 'Please choose a loan type' },
  { rule: 'primaryResidence required', base: 'purchase', valid: { primaryResidence: 'Investment' }, invalid: { primaryResidence: undefined }, field: 'primaryResidence', message: 'Please choose how you will use the property' },
  { rule: 'creditScore required', base: 'purchase', valid: { creditScore: 'Excellent' }, invalid: { creditScore: undefined }, field: 'creditScore', message: 'Please choose your estimated credit score' },
  { rule: 'creditScore stored as a band form value', base: 'purchase', valid: { creditScore: 'Not sure' }, invalid: { creditScore: 'Good (680–739)' }, field: 'creditScore', message: 'Please choose one of the options' },
  { rule: 'referralSource required', base: 'purchase', valid: { referralSource: 'Mailer' }, invalid: { referralSource: undefined }, field: 'referralSource', message: 'Please tell us how you heard about us' },
  { rule: 'referralSource from the list', base: 'purchase', valid: { referralSource: 'Other' }, invalid: { referralSource: 'Billboard' }, field: 'referralSource', message: 'Please choose one of the options' },
  { rule: 'homeType from the list', base: 'purchase', valid: { homeType: '2-4 Units' }, invalid: { homeType: 'Castle' }, field: 'homeType', message: 'Please choose one of the options' },
  { rule: 'propertyPrice required for a purchase', base: 'purchase', valid: { propertyPrice: 90000 }, invalid: { propertyPrice: undefined }, field: 'propertyPrice', message: 'Purchase price is required' },
  { rule: 'propertyPrice capped at 1,000,000,000', base: 'purchase', valid: { propertyPrice: 1_000_000_000 }, invalid: { propertyPrice: 1_000_000_000.01 }, field: 'propertyPrice', message: 'Value cannot be greater than $1,000,000,000' },
  { rule: 'propertyPrice not negative', base: 'purchase', valid: { propertyPrice: 90000 }, invalid: { propertyPrice: -1 }, field: 'propertyPrice', message: 'Value cannot be negative' },
  { rule: 'propertyPrice a number', base: 'purchase', valid: { propertyPrice: 450000.5 }, invalid: { propertyPrice: '450,000' }, field: 'propertyPrice', message: 'Please enter a valid value' },
  { rule: 'downPayment required for a purchase', base: 'purchase', valid: { downPayment: 0 }, invalid: { downPayment: undefined }, field: 'downPayment', message: 'Down payment is required' },
  { rule: 'downPayment not above the price', base: 'purchase', valid: { downPayment: 450000 }, invalid: { downPayment: 450000.01 }, field: 'downPayment', message: 'Value cannot be greater than the price of the property' },
  { rule: 'realtor required for a purchase', base: 'purchase', valid: { realtor: false, realtorName: undefined, realtorEmail: undefined }, invalid: { realtor: undefined }, field: 'realtor', message: 'Please tell us whether you are working with a realtor' },
  { rule: 'realtorName max 60', base: 'purchase', valid: { realtorName: 'R'.repeat(60) }, invalid: { realtorName: 'R'.repeat(61) }, field: 'realtorName', message: 'Realtor name must be 60 characters or less' },
  { rule: 'realtorName letters', base: 'purchase', valid: { realtorName: 'Sam Porter Jr.' }, invalid: { realtorName: 'Sam & Co' }, field: 'realtorName', message: 'Realtor name can only contain letters, spaces, hyphens and periods' },
  { rule: 'realtorEmail format', base: 'purchase', valid: { realtorEmail: 'sam@realty.example' }, invalid: { realtorEmail: 'sam at realty' }, field: 'realtorEmail', message: 'Invalid email address' },
  { rule: 'propertyValue required for a refinance', base: 'refinance', valid: { propertyValue: 500000 }, invalid: { propertyValue: undefined }, field: 'propertyValue', message: 'Property value is required' },
  { rule: 'propertyValue capped', base: 'refinance', valid: { propertyValue: 999_999_999.99 }, invalid: { propertyValue: 2_000_000_000 }, field: 'propertyValue', message: 'Value cannot be greater than $1,000,000,000' },
  { rule: 'currentLoanSize not above the value', base: 'refinance', valid: { currentLoanSize: 500000 }, invalid: { currentLoanSize: 500001 }, field: 'currentLoanSize', message: 'Value cannot be greater than the value of the property' },
  { rule: 'currentRate 0 to 100', base: 'refinance', valid: { currentRate: 100 }, invalid: { currentRate: 100.001 }, field: 'currentRate', message: 'Please enter a rate between 0% and 100%' },
  { rule: 'propertyTaxes not above the value', base: 'refinance', valid: { propertyTaxes: 6000 }, invalid: { propertyTaxes: 600000 }, field: 'propertyTaxes', message: 'Value cannot be greater than the value of the property' },
  { rule: 'homeInsurance not above the value', base: 'refinance', valid: { homeInsurance: 1800 }, invalid: { homeInsurance: 500000.5 }, field: 'homeInsurance', message: 'Value cannot be greater than the value of the property' },
  { rule: 'cashOutAmount required to take cash out', base: 'leverage', valid: { cashOutAmount: 50000 }, invalid: { cashOutAmount: undefined }, field: 'cashOutAmount', message: 'Cash out amount is required' },
  { rule: 'cashOutAmount not above the value', base: 'leverage', valid: { cashOutAmount: 500000 }, invalid: { cashOutAmount: 500000.5 }, field: 'cashOutAmount', message: 'Cash out amount cannot be greater than the value of the property' },
  { rule: 'appointmentTime from 9 AM', base: 'purchase', valid: { appointmentTime: '09:00' }, invalid: { appointmentTime: '08:59' }, field: 'appointmentTime', message: 'Please select a time between 9 AM and 5 PM.' },
  { rule: 'appointmentTime to 5 PM', base: 'purchase', valid: { appointmentTime: '17:00' }, invalid: { appointmentTime: '17:01' }, field: 'appointmentTime', message: 'Please select a time between 9 AM and 5 PM.' },
  { rule: 'appointmentDate a date', base: 'purchase', valid: { appointmentDate: '2027-01-31' }, invalid: { appointmentDate: '2027-13-01' }, field: 'appointmentDate', message: 'Please enter a valid date' },
  { rule: 'additionalInfo max 1000', base: 'purchase', valid: { additionalInfo: 'x'.repeat(1000) }, invalid: { additionalInfo: 'x'.repeat(1001) }, field: 'additionalInfo', message: 'Please keep this under 1,000 characters' },
  { rule: 'brokerEmail format', base: 'purchase', valid: { brokerEmail: 'b@harborpointmortgage.com' }, invalid: { brokerEmail: 'not-an-email' }, field: 'brokerEmail', message: 'Invalid email address' },
];

export function leadFor(base: 'purchase' | 'refinance' | 'leverage', phone: string, patch: Record<string, unknown>): Record<string, unknown> {
  const lead = base === 'purchase' ? purchaseLead(phone) : refinanceLead(phone, base === 'leverage' ? { loanType: 'leverage', cashOutAmount: 40000 } : {});
  const merged: Record<string, unknown> = { ...lead, ...patch };
  for (const [key, value] of Object.entries(patch)) if (value === undefined) delete merged[key];
  return merged;
}


/** Every rule of the hiring form with a passing and a failing value and its exact message. */
export const hiringRules: { rule: string; valid: Record<string, string | undefined>; invalid: Record<string, string | undefined>; field: string; message: string }[] = [
  { rule: 'firstName required', valid: { firstName: 'Jane' }, invalid: { firstName: undefined }, field: 'firstName', message: 'First Name is required' },
  { rule: 'firstName max 80', valid: { firstName: 'J'.repeat(80) }, invalid: { firstName: 'J'.repeat(81) }, field: 'firstName', message: 'First Name must be 80 characters or less' },
  { rule: 'firstName letters only', valid: { firstName: 'Mary Ann' }, invalid: { firstName: 'Jane3' }, field: 'firstName', message: 'First Name must contain only letters' },
  { rule: 'lastName required', valid: { lastName: 'Doe' }, invalid: { lastName: ' ' }, field: 'lastName', message: 'Last Name is required' },
  { rule: 'lastName max 80', valid: { lastName: 'D'.repeat(80) }, invalid: { lastName: 'D'.repeat(81) }, field: 'lastName', message: 'Last Name must be 80 characters or less' },
  { rule: 'lastName letters only', valid: { lastName: 'Van Buren' }, invalid: { lastName: "O'Brien" }, field: 'lastName', message: 'Last Name must contain only letters' },
  { rule: 'position required', valid: { position: 'Processor' }, invalid: { position: undefined }, field: 'position', message: 'Position is required' },
  { rule: 'position max 80', valid: { position: 'P'.repeat(80) }, invalid: { position: 'P'.repeat(81) }, field: 'position', message: 'Position must be 80 characters or less' },
  { rule: 'email required', valid: { email: 'a@b.co' }, invalid: { email: undefined }, field: 'email', message: 'Email is required' },
  { rule: 'email max 80', valid: { email: `${'e'.repeat(70)}@x.example` }, invalid: { email: `${'e'.repeat(71)}@x.example` }, field: 'email', message: 'Email must be 80 characters or less' },
  { rule: 'email valid (with the period)', valid: { email: 'jane@example.com' }, invalid: { email: 'jane@example' }, field: 'email', message: 'Invalid email address.' },
  { rule: 'phone required', valid: { phone: '2485550188' }, invalid: { phone: undefined }, field: 'phone', message: 'Phone is required' },
  { rule: 'phone a US number, any typing', valid: { phone: '(248) 555-0188' }, invalid: { phone: '248-155-0188' }, field: 'phone', message: 'Phone number must contain only numbers.' },
  { rule: 'phone 10 digits', valid: { phone: '2485550188' }, invalid: { phone: '248555018' }, field: 'phone', message: 'Phone number must contain only numbers.' },
  { rule: 'linkedin max 80', valid: { linkedin: 'l'.repeat(80) }, invalid: { linkedin: 'l'.repeat(81) }, field: 'linkedin', message: 'LinkedIn must be 80 characters or less' },
];


/** The removal form's phone takes only numbers the site may text (its code goes there): one message for every refusal. */
const NOT_TEXTABLE = 'Please enter a 10-digit US phone number that can receive text messages (not toll-free or premium-rate).';

/** Every rule of the information-removal form with a passing and a failing value and its exact message. */
export const removalRules: { rule: string; valid: Record<string, unknown>; invalid: Record<string, unknown>; field: string; message: string }[] = [
  { rule: 'name required', valid: { name: 'Jo' }, invalid: { name: undefined }, field: 'name', message: 'This field is required' },
  { rule: 'name max 60', valid: { name: 'N'.repeat(60) }, invalid: { name: 'N'.repeat(61) }, field: 'name', message: 'Maximum length is 60 characters' },
  { rule: 'name letters, hyphen and space', valid: { name: 'Anne-Marie Du Pont' }, invalid: { name: 'Anne.Marie' }, field: 'name', message: 'Only letters and space are allowed' },
  { rule: 'email required', valid: { email: 'jo@example.com' }, invalid: { email: ' ' }, field: 'email', message: 'This field is required' },
  { rule: 'email format', valid: { email: 'jo@example.com' }, invalid: { email: 'jo@@example.com' }, field: 'email', message: 'Invalid email address' },
  { rule: 'phoneNumber required', valid: { phoneNumber: '2485550177' }, invalid: { phoneNumber: undefined }, field: 'phoneNumber', message: 'This field is required' },
  { rule: 'phoneNumber a US number, any typing', valid: { phoneNumber: '248.555.0177' }, invalid: { phoneNumber: '248-155-0177' }, field: 'phoneNumber', message: NOT_TEXTABLE },
  { rule: 'phoneNumber 10 digits', valid: { phoneNumber: '2485550177' }, invalid: { phoneNumber: '248555017' }, field: 'phoneNumber', message: NOT_TEXTABLE },
  { rule: 'phoneNumber no letters', valid: { phoneNumber: '+1 248 555 0177' }, invalid: { phoneNumber: '248-555-O177' }, field: 'phoneNumber', message: NOT_TEXTABLE },
  { rule: 'phoneNumber not Caribbean', valid: { phoneNumber: '(787) 555-0177' }, invalid: { phoneNumber: '(876) 555-0177' }, field: 'phoneNumber', message: NOT_TEXTABLE },
  { rule: 'phoneNumber not Canadian', valid: { phoneNumber: '212-555-0177' }, invalid: { phoneNumber: '416-555-0177' }, field: 'phoneNumber', message: NOT_TEXTABLE },
  { rule: 'phoneNumber not premium-rate', valid: { phoneNumber: '202-555-0177' }, invalid: { phoneNumber: '900-555-0177' }, field: 'phoneNumber', message: NOT_TEXTABLE },
  { rule: 'phoneNumber not toll-free', valid: { phoneNumber: '2485550177' }, invalid: { phoneNumber: '1-800-555-0177' }, field: 'phoneNumber', message: NOT_TEXTABLE },
  { rule: 'confirmation ticked', valid: { confirmation: true }, invalid: { confirmation: false }, field: 'confirmation', message: 'Please confirm the removal.' },
  { rule: 'confirmation given', valid: { confirmation: true }, invalid: { confirmation: undefined }, field: 'confirmation', message: 'Please confirm the removal.' },
];
