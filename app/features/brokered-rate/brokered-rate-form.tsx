import { useEffect, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { HumanCheck } from '../human-check/human-check';
import { humanCheckTexts } from '../human-check/human-check-texts';
import { PhoneVerificationSlot, preloadPhoneVerificationDialog } from '../phone-verification/phone-verification-slot';
import { prefillFromQuery } from '../forms/prefill';
import { SubmitError, sendWrite } from '../forms/post-json';
import { initialFormData, SchemaForm } from '../forms/schema-form';
import { SubmitArea } from '../forms/submit-area';
import type { FormValues, PublicForm } from '../forms/form-types';
import { useSubmission } from '../forms/use-submission';
import { variantFixedValues, type RateVariant } from './rate-variants';

/**
 * The brokered-rate form (funnels.md §3-§8): prefilled from the query, its origin fixed on /vet-rate; the
 * submit waits for the human check; a valid submit first verifies the phone ('One Last Step!', the button
 * reads 'Verify Phone & Submit' until then), then sends the lead with phoneVerified, the token, the
 * browser's time zone and the page it came from.
 */
export function BrokeredRateForm({ form, variant }: { form: PublicForm; variant: RateVariant }) {
  const [params] = useSearchParams();
  const location = useLocation();
  const [formData, setFormData] = useState<FormValues>(() => initialFormData(form, { ...prefillFromQuery(form, params), ...variantFixedValues[variant] }));
  const [token, setToken] = useState<string | null>(null);
  const [resetKey, setResetKey] = useState(0);
  const [verifiedPhone, setVerifiedPhone] = useState<string | null>(null);
  const [pending, setPending] = useState<FormValues | null>(null);
  const { status, errorText, serverErrors, run } = useSubmission(form);

  useEffect(preloadPhoneVerificationDialog, []);

  // Read in the browser only (the server cannot know them): the visitor's time zone, the page it is on.
  useEffect(() => {
    const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    setFormData((data) => ({ ...data, timeZone, source: location.pathname }));
  }, [location.pathname]);

  const send = (data: FormValues) => {
    const lead = { ...data, phoneVerified: true, turnstileToken: token };
    return run(lead, (idempotencyKey) => sendWrite('/api/recordBrokerLead', lead, { idempotencyKey }), (error) => {
      if (!(error instanceof SubmitError)) return null;
      if (error.code === 'phone_not_verified') {
        setVerifiedPhone(null);
        return error.message;
      }
      return error.code.startsWith('human_check') ? error.message : null;
    }).finally(() => {
      // A token is single-use: after any answer but success, the visitor passes the check again.
      setToken(null);
      setResetKey((key) => key + 1);
    });
  };

  const phone = typeof formData.phoneNumber === 'string' ? formData.phoneNumber : '';
  const verified = verifiedPhone !== null && verifiedPhone === phone;
  const submit = (data: FormValues) => {
    if (verifiedPhone !== null && verifiedPhone === data.phoneNumber) void send(data);
    else setPending(data);
  };

  return (
    <>
      <SchemaForm form={form} formData={formData} onChange={setFormData} onValidSubmit={submit} serverErrors={serverErrors} disabled={status === 'submitting' || status === 'submitted'}>
        {({ validatorReady }) => (
          <SubmitArea
            status={status}
            label={verified ? form.messages.form.submit : (form.messages.form.verifySubmit ?? form.messages.form.submit)}
            busyLabel={form.messages.form.submitting}
            successText={form.messages.form.success}
            errorText={errorText}
            disabled={!validatorReady || !token}
          >
            <div className="flex flex-col gap-1">
              <HumanCheck config={form.humanCheck} onToken={setToken} resetKey={resetKey} />
              {!token && <p className="text-sm text-slate-600">{humanCheckTexts.required} to submit.</p>}
            </div>
          </SubmitArea>
        )}
      </SchemaForm>
      <PhoneVerificationSlot
        phoneNumber={typeof pending?.phoneNumber === 'string' ? pending.phoneNumber : phone}
        open={pending !== null}
        onVerified={() => {
          const data = pending;
          setPending(null);
          if (!data) return;
          setVerifiedPhone(typeof data.phoneNumber === 'string' ? data.phoneNumber : null);
          void send(data);
        }}
        onCancel={() => setPending(null)}
      />
    </>
  );
}
