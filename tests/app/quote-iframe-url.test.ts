import { describe, expect, it } from 'vitest';
import { quoteIframeUrl } from '../../app/features/start-iframe/quote-iframe-url';

describe('the embedded quote page address', () => {
  const noQuery = new URLSearchParams();

  it('defaults to the site’s own brokered-rate form with ifr=true', () => {
    expect(quoteIframeUrl('/get-brokered-rate/', undefined, noQuery)).toBe('/get-brokered-rate/?ifr=true');
  });

  it('takes the sub-domain from the last path segment, default start-brokered-rate', () => {
    const template = 'https://{subdomain}.quotes.example.com/';
    expect(quoteIframeUrl(template, '', noQuery)).toBe('https://start-brokered-rate.quotes.example.com/?ifr=true');
    expect(quoteIframeUrl(template, 'a/vet-rate', noQuery)).toBe('https://vet-rate.quotes.example.com/?ifr=true');
    expect(quoteIframeUrl(template, 'evil.com%2F', noQuery)).toBe('https://start-brokered-rate.quotes.example.com/?ifr=true');
  });

  it('adds the optional broker first and last name', () => {
    const search = new URLSearchParams({ brokerFirstName: 'Sarah', brokerLastName: 'Okafor', other: 'x' });
    expect(quoteIframeUrl('/get-brokered-rate/', 'x', search)).toBe(
      '/get-brokered-rate/?ifr=true&brokerFirstName=Sarah&brokerLastName=Okafor',
    );
  });
});
