/** The company's own details, shown in the navigation, footer, funnels and structured data. */
export const company = {
  name: 'Harborpoint Mortgage',
  legalName: 'Harborpoint Mortgage, LLC',
  phone: '(248) 555-0142',
  phoneHref: 'tel:+12485550142',
  email: 'hello@harborpointmortgage.com',
  nmlsId: '1234567',
  address: {
    street: '400 W Maple Rd, Suite 200',
    city: 'Birmingham',
    state: 'MI',
    zip: '48009',
  },
  logo: '/media/site/logo.svg',
  /** The funnels' logos: the site's own mark, so a visitor sees one company from the first page to the last. */
  quoteLogo: '/media/site/logo-quote.svg',
  vetLifeLogo: '/media/site/logo-vetlife.svg',
  defaultSocialImage: '/media/site/og-default.jpg',
} as const;

/** Links that leave the site. */
export const externalLinks = {
  login: 'https://portal.harborpointmortgage.com/login',
  signUp: 'https://portal.harborpointmortgage.com/sign-up',
  consumerAccess: 'https://www.nmlsconsumeraccess.org/EntityDetails.aspx/COMPANY/1234567',
  googleReviews: 'https://search.google.com/local/reviews?placeid=ChIJHarborpointMortgage',
  social: [
    { label: 'Facebook', href: 'https://www.facebook.com/harborpointmortgage' },
    { label: 'Instagram', href: 'https://www.instagram.com/harborpointmortgage' },
    { label: 'LinkedIn', href: 'https://www.linkedin.com/company/harborpoint-mortgage' },
    { label: 'YouTube', href: 'https://www.youtube.com/@harborpointmortgage' },
  ],
} as const;
