import type { Broker } from '../../../../app/domain/content/content-types';

/** A broker with every field set; `overrides` changes what a test is about. */
export function broker(brokerKey: string, overrides: Partial<Broker> = {}): Broker {
  return {
    brokerKey,
    firstName: brokerKey,
    lastName: 'Test',
    title: 'Loan Officer',
    email: `${brokerKey}@example.com`,
    phoneNumber: '(248) 555-0100',
    nmlsId: '1000000',
    states: ['MI'],
    experience: ['First-Time Buyers'],
    quotes: ['A quote.'],
    blurb: 'A blurb.',
    audioUrl: null,
    meetingLink: null,
    profileImageUrl: `/media/brokers/${brokerKey}-full.webp`,
    lowResImageUrl: `/media/brokers/${brokerKey}-low.webp`,
    medResImageUrl: `/media/brokers/${brokerKey}-med.webp`,
    imageUrl: null,
    socialPreviewImage: null,
    useDefaultProfileImages: false,
    timeZone: 'America/Detroit',
    ...overrides,
  };
}
