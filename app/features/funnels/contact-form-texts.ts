import type { ContactTexts } from './contact-step';

/** The keys every funnel's catalog names its contact form's words with. */
type ContactFormKey =
  | 'contact.fullName'
  | 'contact.email'
  | 'contact.phoneNumber'
  | 'contact.fullNamePlaceholder'
  | 'contact.emailPlaceholder'
  | 'contact.prefilled'
  | 'contact.submit'
  | 'contact.submitting'
  | 'contact.footnote';

/** The contact form's labels, placeholders, notice, button and footnote, in a funnel's own words. */
export function contactFormTexts(t: (key: ContactFormKey) => string): Pick<ContactTexts, 'labels' | 'placeholders' | 'prefilledNotice' | 'submit' | 'submitting' | 'footnote'> {
  return {
    labels: { fullName: t('contact.fullName'), email: t('contact.email'), phoneNumber: t('contact.phoneNumber') },
    placeholders: { fullName: t('contact.fullNamePlaceholder'), email: t('contact.emailPlaceholder'), phoneNumber: '123-456-7890' },
    prefilledNotice: t('contact.prefilled'),
    submit: t('contact.submit'),
    submitting: t('contact.submitting'),
    footnote: t('contact.footnote'),
  };
}
