/** The words of a removal request's confirmation steps, on the form's page and on the e-mailed link's page. */
export const removalTexts = {
  nextStepsHeading: 'Check your e-mail',
  emailStep: 'We e-mailed a link to the address you entered. Open it and press "Confirm my request".',
  phoneStep: 'We texted a 6-digit code to the phone number you entered. Enter it here.',
  eitherStep: 'Either one confirms your request; each confirms the records kept under that address or number.',
  codeLabel: 'Code from the text message',
  codeSubmit: 'Confirm with this code',
  codeSubmitting: 'Confirming...',
  codeFormat: 'Please enter the 6-digit code we texted to you.',
  phoneConfirmed: 'Thank you: your phone number is confirmed. We will remove the records kept under it.',
  linkHeading: 'Confirm your removal request',
  linkExplanation:
    'Press the button to confirm that you asked us to remove the personal information we hold under the e-mail address this link was sent to. ' +
    'Only the records kept under that address are confirmed here; the phone number on the request is confirmed with the code we texted to it.',
  linkReference: 'Request reference',
  linkSubmit: 'Confirm my request',
  linkSubmitting: 'Confirming...',
  linkIncomplete: 'This link is incomplete. Please open the whole link from the e-mail we sent you.',
  emailConfirmedHeading: 'Your e-mail address is confirmed',
  emailConfirmed: 'Thank you. We will remove the quote requests and applications kept under your e-mail address, and keep only a record that the removal happened.',
  failure: 'Something went wrong. Please try again later.',
} as const;
