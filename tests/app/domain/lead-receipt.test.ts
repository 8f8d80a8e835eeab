import { describe, expect, it } from 'vitest';
import { readLoanOfficer } from '../../../app/domain/lead-receipt';

const card = { brokerKey: 'liam-oconnor', name: 'Liam O’Connor', title: 'Senior Loan Officer', nmlsId: '2045871', phoneNumber: '(248) 555-0187', photoUrl: '/media/brokers/liam.jpg', meetingLink: 'https://meet.example.com/liam' };

describe('the loan officer named in a lead receipt', () => {
  it('reads the card a server answered', () => {
    expect(readLoanOfficer({ id: 'x', loanOfficer: card })).toEqual(card);
  });

  it('reads none from an older answer, an inbox routing or a card missing what a visitor needs', () => {
    expect(readLoanOfficer({ id: 'x' })).toBeNull();
    expect(readLoanOfficer({ id: 'x', loanOfficer: null })).toBeNull();
    expect(readLoanOfficer(undefined)).toBeNull();
    expect(readLoanOfficer({ loanOfficer: { ...card, phoneNumber: '' } })).toBeNull();
    expect(readLoanOfficer({ loanOfficer: { ...card, name: 7 } })).toBeNull();
  });

  it('drops a photo that is not the site’s own and a booking link that is not https, keeping the rest', () => {
    expect(readLoanOfficer({ loanOfficer: { ...card, photoUrl: 'javascript:alert(1)', meetingLink: 'http://meet.example.com' } })).toEqual({ ...card, photoUrl: '', meetingLink: null });
  });

  it('keeps that the title is shown in English, and nothing else a server may have put in its marks', () => {
    expect(readLoanOfficer({ loanOfficer: { ...card, fallbackFields: ['title'] } })).toEqual({ ...card, fallbackFields: ['title'] });
    expect(readLoanOfficer({ loanOfficer: { ...card, fallbackFields: ['email', 'title', 7] } })).toEqual({ ...card, fallbackFields: ['title'] });
    expect(readLoanOfficer({ loanOfficer: { ...card, fallbackFields: 'title' } })).not.toHaveProperty('fallbackFields');
    expect(readLoanOfficer({ loanOfficer: card })).not.toHaveProperty('fallbackFields');
  });
});
