/** The site's content: brokers, programs, reviews, rates and the small settings loaded with them. */
import { boolean, doublePrecision, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import type { Broker, DisclosureDocument, Product, RichTextDocument, Stat } from '../../../app/domain/content/content-types';
import { serialId, timestamptz, translations } from './columns';

export const brokers = pgTable('brokers', {
  brokerKey: text('broker_key').primaryKey(),
  position: integer('position').notNull(),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  title: text('title').notNull(),
  email: text('email').notNull(),
  phoneNumber: text('phone_number').notNull(),
  nmlsId: text('nmls_id').notNull(),
  states: jsonb('states').$type<string[]>().notNull(),
  experience: jsonb('experience').$type<string[]>().notNull(),
  quotes: jsonb('quotes').$type<string[]>().notNull(),
  blurb: text('blurb').notNull(),
  audioUrl: text('audio_url'),
  meetingLink: text('meeting_link'),
  profileImageUrl: text('profile_image_url').notNull(),
  lowResImageUrl: text('low_res_image_url').notNull(),
  medResImageUrl: text('med_res_image_url').notNull(),
  imageUrl: text('image_url'),
  socialPreviewImage: text('social_preview_image'),
  useDefaultProfileImages: boolean('use_default_profile_images').notNull(),
  timeZone: text('time_zone').notNull(),
  languages: jsonb('languages').$type<string[]>().notNull().default(['en']),
  translations: translations<Broker['translations']>(),
});

export const products = pgTable('products', {
  productKey: text('product_key').primaryKey(),
  position: integer('position').notNull(),
  productName: text('product_name').notNull(),
  productSubtitle: text('product_subtitle').notNull(),
  shortDescription: text('short_description').notNull(),
  highlight: text('highlight').notNull(),
  fullDescription: text('full_description').notNull(),
  audioUrl: text('audio_url'),
  brokerImageUrl: text('broker_image_url'),
  brokerProfileLink: text('broker_profile_link'),
  brokerName: text('broker_name'),
  brokerTitle: text('broker_title'),
  primaryCtaLabel: text('primary_cta_label').notNull(),
  secondaryCtaLabel: text('secondary_cta_label').notNull(),
  translations: translations<Product['translations']>(),
});

export const reviews = pgTable('reviews', {
  id: serialId(),
  position: integer('position').notNull(),
  rating: integer('rating').notNull(),
  text: text('text').notNull(),
  authorName: text('author_name').notNull(),
  authorUrl: text('author_url').notNull(),
  profilePhotoUrl: text('profile_photo_url').notNull(),
  relativeTimeDescription: text('relative_time_description').notNull(),
  time: integer('time').notNull(),
  language: text('language').notNull().default('en'),
});

export const stats = pgTable('stats', {
  id: serialId(),
  position: integer('position').notNull(),
  title: text('title').notNull(),
  subTitle: text('sub_title').notNull(),
  translations: translations<Stat['translations']>(),
});

export const disclosures = pgTable('disclosures', {
  disclosureKey: text('disclosure_key').primaryKey(),
  title: text('title').notNull(),
  content: jsonb('content').$type<RichTextDocument>().notNull(),
  translations: translations<DisclosureDocument['translations']>(),
});

export const dailyRates = pgTable(
  'daily_rates',
  {
    category: text('category').$type<'purchase' | 'refinance'>().notNull(),
    rateKey: text('rate_key').notNull(),
    currentRate: doublePrecision('current_rate').notNull(),
    monthlyPayment: doublePrecision('monthly_payment').notNull(),
  },
  (table) => [primaryKey({ columns: [table.category, table.rateKey] })],
);

export const aprFees = pgTable('apr_fees', {
  id: serialId(),
  mortgageType: text('mortgage_type').notNull(),
  loanTerm: text('loan_term').notNull(),
  fees: doublePrecision('fees').notNull(),
  points: doublePrecision('points').notNull(),
});

export const featureFlags = pgTable('feature_flags', {
  flag: text('flag').primaryKey(),
  enabled: boolean('enabled').notNull(),
});

/** Small settings of the content (the Google rating summary, when content was last loaded). */
export const contentSettings = pgTable('content_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamptz('updated_at').notNull().defaultNow(),
});

/* Abuse limits, verification and idempotency: shared by every server process through the database. */
