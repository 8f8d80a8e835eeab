import { startTransition, useEffect, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { landingAttribution } from '../attribution';
import { useHumanCheckToken } from '../human-check';
import { PhoneVerificationSlot, preloadPhoneVerificationDialog } from '../phone-verification';
import { acceptedConsentText } from '../../domain/forms/consent-field';
import { CheckedForm, useSubmission } from '../forms';
import { SubmitError, sendWrite } from '../../data/post-json';
import type { FormValues, PublicForm } from '../../domain/forms/form-types';
import { readLoanOfficer, type LoanOfficerCard } from '../../domain/lead-receipt';
import { BrokeredRateConfirmation } from './brokered-rate-confirmation';
import { WhoWillCallSlot } from '../loan-officer';
import { programOfQuery } from './program-context';
import { useLocale } from '../../../renderers/i18n/locale-context';

/**
 * The brokered-rate form, from its first data (the route's loader prefills it from the query and fixes its
 * origin on /vet-rate); the submit waits for the human check; a valid submit first verifies the phone
 * ('One Last Step!', the button reads 'Verify Phone & Submit' until then), then sends the lead with the verification id (the server's proof of the phone, good
 * for one lead), the token, the browser's time zone, the page it came from, where the visit came from and
 * the program page that led here (whose loan type, when it settles one, is chosen from the start).
 */
export function BrokeredRateForm({ form, initialData }: { form: PublicForm; initialData: FormValues }) {
  const [params] = useSearchParams();
  const location = useLocation();
  const locale = useLocale();
  const [formData, setFormData] = useState<FormValues>(initialData);
  const program = programOfQuery(params);
  const check = useHumanCheckToken();
  const token = check.token;
  /** The phone verified in the dialog and the verification id proving it (used up by the lead it is sent with). */
  const [verified, setVerified] = useState<{ phone: string; verificationId: string } | null>(null);
  const [pending, setPending] = useState<FormValues | null>(null);
  const { status, errorText, serverErrors, run } = useSubmission(form);
  const [officer, setOfficer] = useState<LoanOfficerCard | null>(null);

  useEffect(() => {
    preloadPhoneVerificationDialog();
    WhoWillCallSlot.preload();
  }, []);

  // Read in the browser only (the server cannot know them): the visitor's time zone, the page it is on.
  // As a transition: an urgent update would reach the server-rendered form before its code has come, and
  // React would then drop that HTML and draw the form again, moving the whole page.
  useEffect(() => {
    const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    startTransition(() => setFormData((data) => ({ ...data, timeZone, source: location.pathname })));
  }, [location.pathname]);

  const send = (data: FormValues, verificationId: string) => {
    // Ticking the text-message box is consent: recorded with when and where it was given.
    const consent = acceptedConsentText(form, data) ? { at: new Date().toISOString(), pageUrl: window.location.href } : undefined;
    const attribution = landingAttribution();
    const lead = {
      ...data,
      phoneVerified: true,
      verificationId,
      turnstileToken: token,
      ...(consent ? { consent } : {}),
      ...(Object.keys(attribution).length > 0 ? { attribution } : {}),
      ...(program ? { program } : {}),
      language: locale,
    };
    const store = async (idempotencyKey: string) => setOfficer(readLoanOfficer(await sendWrite<unknown>('/api/recordBrokerLead', lead, { idempotencyKey })));
    return run(lead, store, (error) => {
      if (!(error instanceof SubmitError)) return null;
      if (error.code === 'phone_not_verified') {
        setVerified(null);
        return error.message;
      }
      return error.code.startsWith('human_check') ? error.message : null;
    }).finally(check.spend);
  };

  const phone = typeof formData.phoneNumber === 'string' ? formData.phoneNumber : '';
  const phoneIsVerified = verified !== null && verified.phone === phone;
  const submit = (data: FormValues) => {
    if (verified !== null && verified.phone === data.phoneNumber) void send(data, verified.verificationId);
    else setPending(data);
  };

  if (status === 'submitted') return <BrokeredRateConfirmation message={form.messages.form.success} officer={officer} />;
  return (
    <>
      <CheckedForm
        form={form}
        formData={formData}
        onChange={setFormData}
        onValidSubmit={submit}
        serverErrors={serverErrors}
        status={status}
        errorText={errorText}
        check={check}
        submitLabel={phoneIsVerified ? form.messages.form.submit : (form.messages.form.verifySubmit ?? form.messages.form.submit)}
      />
      <PhoneVerificationSlot
        phoneNumber={typeof pending?.phoneNumber === 'string' ? pending.phoneNumber : phone}
        open={pending !== null}
        humanCheck={form.humanCheck}
        onVerified={(verificationId) => {
          const data = pending;
          setPending(null);
          if (!data) return;
          if (typeof data.phoneNumber === 'string') setVerified({ phone: data.phoneNumber, verificationId });
          void send(data, verificationId);
        }}
        onCancel={() => setPending(null)}
      />
    </>
  );
}
