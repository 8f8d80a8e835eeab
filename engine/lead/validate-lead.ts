import type { Flow, LoanType } from '../types/flow';
import type { AnswerValue } from '../types/answers';
import type { ContactInfo } from '../types/contact';
import { isPlainObject, own } from '../json-guards';
import { formatMessage, LEAD_MESSAGES } from '../messages';
import { parseLoanType } from '../funnel/url-params';
import { validateContact } from '../validation/validate-contact';
import { validateLeadAnswers, type LeadProblem } from './validate-lead-answers';

export interface LeadReport {
  ok: boolean;
  completed: boolean;
  loanType: LoanType;
  answers: Record<string, AnswerValue>;
  contactInfo: ContactInfo;
  problems: LeadProblem[];
}

/**
 * Checks a submitted lead (contactInfo, loanType, answers, ...) against its flow:
 * the answers by validateLeadAnswers, the contact info by the contact step's rules (keys
 * 'contactInfo.fullName' ...), and loanType (the flow's lead.defaultLoanType when absent; it must be the
 * flow's type when given).
 */
export function validateLead(flow: Flow, payload: unknown): LeadReport {
  const record = isPlainObject(payload) ? payload : null;
  const problems: LeadProblem[] = [];
  if (!record) problems.push({ key: '', code: 'not-an-object', message: LEAD_MESSAGES.notAnObject });
  const source = record ?? {};

  const rawType = own(source, 'loanType');
  let loanType: LoanType = flow.lead.defaultLoanType;
  if (rawType !== undefined) {
    const parsed = parseLoanType(rawType);
    if (!parsed) problems.push({ key: 'loanType', code: 'loan-type', message: LEAD_MESSAGES.loanType });
    else if (parsed !== flow.loanType) problems.push({ key: 'loanType', code: 'loan-type', message: formatMessage(LEAD_MESSAGES.loanTypeMismatch, { expected: flow.loanType }) });
    else loanType = parsed;
  }

  const answers = validateLeadAnswers(flow, own(source, 'answers'), flow.loanType);
  problems.push(...answers.problems);

  const rawContact = own(source, 'contactInfo');
  if (!isPlainObject(rawContact)) problems.push({ key: 'contactInfo', code: 'contact', message: LEAD_MESSAGES.contactNotAnObject });
  const contact = validateContact(rawContact, flow.contact.messages);
  if (isPlainObject(rawContact)) {
    for (const field of ['fullName', 'email', 'phoneNumber'] as const) {
      const message = contact.errors[field];
      if (message) problems.push({ key: `contactInfo.${field}`, code: 'contact', message });
    }
  }
  return { ok: problems.length === 0 && answers.completed, completed: answers.completed, loanType, answers: answers.answers, contactInfo: contact.value, problems };
}
