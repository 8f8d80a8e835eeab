import { readFileSync } from 'node:fs';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { CONTACT_MESSAGES, contactForm, freshSession, LEAD_REFUSAL_MESSAGES, type Flow } from '../../../../engine';
import { SubmitError } from '../../../../app/data/post-json';
import { ProgressBar, QuestionScreen } from '../../../../app/features/funnels';
import { ContactStep } from '../../../../app/features/funnels/contact-step';
import { FunnelFooter, FunnelHeader } from '../../../../app/features/funnels/funnel-chrome';
import { HumanCheckGate } from '../../../../app/features/human-check';
import { RoutedOfficerContext } from '../../../../app/features/loan-officer';
import { WhoWillCall } from '../../../../app/features/loan-officer/who-will-call';
import { refusalText } from '../../../../app/features/phone-verification/refusal-text';
import { QuoteFunnel, quoteFunnel } from '../../../../app/features/quote/quote-funnel';
import { quoteTheme } from '../../../../app/features/quote/quote-theme';
import { startIframeText } from '../../../../app/features/start-iframe/messages';
import { VetLifeFunnel, vetLifeFunnel } from '../../../../app/features/vetlife/vetlife-funnel';
import { LocaleProvider } from '../../../../renderers/i18n/locale-context';
import { flow } from './flow-fixture';

const catalogs = ['app/features/start-iframe', 'app/features/funnels', 'app/features/quote', 'app/features/vetlife', 'app/features/loan-officer', 'app/features/human-check', 'app/features/phone-verification', 'renderers/questions'];
const read = (folder: string, lang: string) => JSON.parse(readFileSync(new URL(`../../../../${folder}/messages.${lang}.json`, import.meta.url), 'utf8')) as Record<string, string>;

/** The English words of these catalogs that Spanish says otherwise (messages with placeholders or tags left out). */
const english = catalogs.flatMap((folder) => {
  const [en, es] = [read(folder, 'en'), read(folder, 'es')];
  return Object.entries(en)
    .filter(([key, text]) => !/[{<]/.test(text) && es[key] !== text)
    .map(([, text]) => text);
});

const spanish = (node: ReactNode) =>
  renderToString(
    <LocaleProvider locale="es">
      <MemoryRouter>{node}</MemoryRouter>
    </LocaleProvider>,
  );

function expectNoEnglish(html: string) {
  const text = html.replace(/<[^>]+>/g, ' ').replace(/&#x27;|&#39;/g, "'");
  for (const words of english) {
    const whole = new RegExp(`(?<![\\p{L}\\p{N}])${words.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\p{L}\\p{N}])`, 'u');
    expect(text, words).not.toMatch(whole);
  }
}

const step = { id: 1, direction: 'none' as const, byVisitor: false };
const officer = { brokerKey: 'jane-doe', name: 'Jane Doe', title: 'Oficial de préstamos', nmlsId: '12345', phoneNumber: '(555) 010-0000', photoUrl: '', meetingLink: 'https://example.com/book' };

describe('the funnels on a Spanish page', () => {
  it('offers the loan types on both choosers in Spanish', () => {
    const quote = spanish(<QuoteFunnel data={{ type: null, entryPath: null, preloaded: null }} />);
    expect(quote).toContain('¿Qué le gustaría hacer?');
    expect(quote).toContain('Quiero comprar una vivienda');
    expect(quote).toContain('Sin número de Seguro Social');
    expectNoEnglish(quote);
    const english = renderToString(<MemoryRouter><QuoteFunnel data={{ type: null, entryPath: null, preloaded: null }} /></MemoryRouter>);
    expect(english).toContain('What would you like to do?');
    expect(english).toContain('I Want To Buy A Home');
    const vetlife = spanish(<VetLifeFunnel data={{ type: null, entryPath: null, preloaded: null }} />);
    expect(vetlife).toContain('Gracias por su servicio.');
    expectNoEnglish(vetlife);
  });

  it('asks a question with Back, its progress and the engine’s message in Spanish', () => {
    const purchase = flow('purchase') as Flow;
    const html = spanish(
      <QuestionScreen
        definition={{ flow: purchase, version: 'v1' }}
        session={freshSession(purchase)}
        step={step}
        busy={false}
        answerError={null}
        serverError="Please answer this question."
        notice={LEAD_REFUSAL_MESSAGES.outdated}
        onAnswer={() => undefined}
        onBack={() => undefined}
        disableContinueWhenInvalid={false}
        theme={quoteTheme}
        progress={<ProgressBar percent={40} label="Progreso" durationMs={0} />}
      />,
    );
    for (const expected of ['Atrás', '40% completado', 'Por favor, responda esta pregunta.', 'Actualizamos estas preguntas']) expect(html).toContain(expected);
    expectNoEnglish(html);
  });

  it.each([
    ['quote', quoteFunnel],
    ['vetlife', vetLifeFunnel],
  ] as const)('%s: the contact step, its waits and its thank-you read in Spanish', (_name, variant) => {
    const contact = { ...contactForm({ fullName: 'Ana' }), errors: { email: CONTACT_MESSAGES.email, phoneNumber: CONTACT_MESSAGES.phone } };
    const texts = variant.contactTexts({ consent: 'Al seleccionar “Continuar”, usted acepta…' }, 'es');
    const html = spanish(
      <ContactStep
        contact={contact}
        texts={texts}
        theme={variant.theme}
        step={step}
        disableWhenInvalid={false}
        valid={false}
        refusedCount={0}
        onField={() => undefined}
        onBlur={() => undefined}
        onClear={() => undefined}
        onSubmit={() => undefined}
        onBack={() => undefined}
        notice={LEAD_REFUSAL_MESSAGES.general}
      />,
    );
    for (const expected of [
      'Ingrese un correo electrónico válido.', 'Ingrese un número de teléfono válido de EE. UU.', 'Borrar y empezar de nuevo', 'No pudimos enviar su solicitud.',
    ]) expect(html).toContain(expected);
    expectNoEnglish(html);
    expect(Object.values(variant.spinner('es')).join(' ')).toMatch(/Cargando\.\.\. Procesando su solicitud/);
    const thanks = spanish(<variant.ThankYou step={step} />);
    expect(thanks).toContain('¡Gracias!');
    expect(thanks).toContain('Próximos pasos');
    expectNoEnglish(thanks);
  });

  it('names the routed loan officer, the way to book a call and the funnel chrome in Spanish', () => {
    const html = spanish(
      <RoutedOfficerContext.Provider value={officer}>
        <FunnelHeader brand="vetlife" />
        <WhoWillCall />
        <FunnelFooter />
      </RoutedOfficerContext.Provider>,
    );
    expect(html).toContain('Agendar una llamada');
    expect(html).toContain('Llamar al (555) 010-0000');
    expect(html).toContain('alt="VetLife · de Harborpoint Mortgage"');
    expect(html).toMatch(/<a [^>]*href="\/privacy-policy"[^>]*>Política de privacidad<\/a>/);
    expectNoEnglish(html);
  });

  it('asks for the human check, and words the server’s verification refusals, in Spanish', () => {
    const gate = spanish(<HumanCheckGate config={{ provider: 'local' }} check={{ token: null, setToken: () => {}, resetKey: 0, spend: () => {} }} />);
    expect(gate).toContain('Confirme que es una persona');
    expectNoEnglish(gate);
    const expired = new SubmitError(410, 'code_expired', 'This verification code has expired. Please request a new one.');
    expect(refusalText('es', expired, 'verifyFailed')).toBe('Este código de verificación ya venció. Solicite uno nuevo.');
    expect(refusalText('en', expired, 'verifyFailed')).toBe('This verification code has expired. Please request a new one.');
    expect(refusalText('es', new SubmitError(403, 'human_check_expired', 'x'), 'sendFailed')).toBe('La verificación de seguridad venció. Inténtelo de nuevo.');
    expect(refusalText('es', new SubmitError(500, 'internal', 'Oops'), 'sendFailed')).toBe('No pudimos enviar el código de verificación');
    expect(refusalText('es', new Error('network'), 'sendFailed')).toBe('No pudimos enviar el código de verificación');
  });

  it('titles the embedded quote page and its frame in Spanish', () => {
    expect(startIframeText.text('es', 'heading')).toBe('Obtenga su cotización');
    expect(startIframeText.text('en', 'frameTitle')).toBe('Brokered rate request form');
  });
});
