/** Where the shell's items lead. */
export const navPaths = {
  home: '/',
  programs: '/mortgage-types',
  program: (productKey: string) => `/mortgage-types/${encodeURIComponent(productKey)}`,
  brokers: '/agents',
  broker: (brokerKey: string) => `/agent/${encodeURIComponent(brokerKey)}`,
  calculators: '/calculators',
  brokeredRate: '/get-brokered-rate/',
  careers: '/opportunities',
  informationRemoval: '/information-removal',
  disclosures: '/disclosures',
  privacyPolicy: '/privacy-policy',
} as const;
