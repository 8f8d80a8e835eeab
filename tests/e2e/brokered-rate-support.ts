import type { Page } from 'playwright-core';
import { field } from './forms-support';

/** Fills the brokered-rate form for a Michigan purchase, with this phone number. */
export async function fillPurchase(page: Page, phone: string) {
  await field(page, 'First Name').fill('mary-jo');
  await field(page, 'Last Name').fill('st. claire');
  await field(page, 'Email').fill('mary.jo@example.com');
  await field(page, 'Phone Number').fill(phone);
  await field(page, 'What are you looking to do?').selectOption({ label: 'Purchase a home' });
  await field(page, 'Street Address').fill('42 Harbor View Rd');
  await field(page, 'City').fill('royal oak');
  await field(page, 'State').selectOption({ label: 'Michigan' });
  await field(page, 'ZIP Code').fill('48067');
  await field(page, 'How will you use the property?').selectOption('Primary Residence');
  await page.getByRole('radiogroup', { name: 'Are you working with a realtor?' }).getByLabel('No').check();
  await field(page, 'Purchase Price').fill('450000');
  await field(page, 'Down Payment').fill('90000');
  await field(page, 'Estimated Credit Score').selectOption({ label: 'Fair (620–679)' });
  await field(page, 'How did you hear about us?').selectOption('Online');
  await field(page, 'Preferred Call Time').fill('10:30');
}
