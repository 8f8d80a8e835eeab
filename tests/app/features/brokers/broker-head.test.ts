import { describe, expect, it } from 'vitest';
import { absoluteUrl, brokerHead } from '../../../../app/features/brokers/broker-head';
import { broker } from './broker-fixture';

describe("a profile's head data", () => {
  const sarah = broker('sarah-okafor', {
    firstName: 'Sarah',
    lastName: 'Okafor',
    title: 'Senior Loan Officer',
    quotes: ['  ', 'First real quote.'],
    socialPreviewImage: '/media/brokers/sarah-okafor-social.jpg',
    profileImageUrl: '/media/brokers/sarah-okafor-full.webp',
    states: ['MI', 'OH'],
  });

  it('names the page after the broker, with the first quote as the description and the social image', () => {
    const head = brokerHead(sarah, 'https://www.example.com');
    expect(head.title).toBe('Sarah Okafor | Broker Profile');
    expect(head.description).toBe('First real quote.');
    expect(head.image).toBe('/media/brokers/sarah-okafor-social.jpg');
    expect(head.type).toBe('profile');
    expect(head.canonicalPath).toBe('/agent/sarah-okafor');
  });

  it('falls back to the portrait and a sentence when there is no social image or quote', () => {
    const head = brokerHead({ ...sarah, socialPreviewImage: null, quotes: [] }, 'https://www.example.com');
    expect(head.image).toBe('/media/brokers/sarah-okafor-full.webp');
    expect(head.description).toContain('Sarah Okafor, Senior Loan Officer');
  });

  it('names the page in Spanish on a Spanish page', () => {
    expect(brokerHead(sarah, 'https://www.example.com', 'es').title).toBe('Sarah Okafor | Perfil del corredor');
    const head = brokerHead({ ...sarah, quotes: [] }, 'https://www.example.com', 'es');
    expect(head.description).toBe('Sarah Okafor, Senior Loan Officer en Harborpoint Mortgage. NMLS #1000000.');
  });

  it('gives schema.org JSON-LD with absolute URLs', () => {
    const jsonLd = brokerHead(sarah, 'https://www.example.com/')!.jsonLd as Record<string, unknown>;
    expect(jsonLd['@type']).toBe('Person');
    expect(jsonLd.name).toBe('Sarah Okafor');
    expect(jsonLd.image).toBe('https://www.example.com/media/brokers/sarah-okafor-full.webp');
    expect(jsonLd.url).toBe('https://www.example.com/agent/sarah-okafor');
    expect(jsonLd.areaServed).toEqual([
      { '@type': 'State', name: 'Michigan' },
      { '@type': 'State', name: 'Ohio' },
    ]);
  });

  it('leaves absolute URLs alone', () => {
    expect(absoluteUrl('https://a.example', 'https://cdn.example/x.jpg')).toBe('https://cdn.example/x.jpg');
    expect(absoluteUrl('https://a.example', 'x.jpg')).toBe('https://a.example/x.jpg');
  });
});
