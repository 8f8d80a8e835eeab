import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { formsText } from '../../../../app/features/forms/messages';
import { RemovalLinkConfirmation } from '../../../../app/features/forms/removal-link-confirmation';
import { RemovalNextSteps } from '../../../../app/features/forms/removal-next-steps';
import { LocaleProvider } from '../../../../renderers/i18n/locale-context';

const inSpanish = (node: ReactNode) => renderToString(<LocaleProvider locale="es">{node}</LocaleProvider>);

describe('the removal confirmation steps', () => {
  it('name the link’s button by its own label, in each language', () => {
    const english = renderToString(<RemovalNextSteps requestId="r1" successText="Sent" />);
    expect(english).toContain('Open it and press &quot;Confirm my request&quot;.');
    const spanish = inSpanish(<RemovalNextSteps requestId="r1" successText="Enviada" />);
    expect(spanish).toContain(formsText.text('es', 'removal.linkSubmit'));
    expect(spanish).toContain('Revise su correo electrónico');
    expect(spanish).not.toContain('Check your e-mail');
  });

  it('show the request reference and the button of the e-mailed link in Spanish', () => {
    const spanish = inSpanish(<RemovalLinkConfirmation requestId="abc-123" token="t" />);
    expect(spanish).toContain('Referencia de la solicitud: <span class="font-mono break-all">abc-123</span>');
    expect(spanish).toContain('Confirmar mi solicitud');
    expect(inSpanish(<RemovalLinkConfirmation requestId={null} token={null} />)).toContain('Este enlace está incompleto.');
    expect(renderToString(<RemovalLinkConfirmation requestId="abc-123" token="t" />)).toContain('Request reference: <span class="font-mono break-all">abc-123</span>');
  });
});
