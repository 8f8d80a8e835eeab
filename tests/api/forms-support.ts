/** Helpers of the forms' API tests: a test app with its own upload folder, and the steps a visitor's browser takes. */
import type { DatabaseHandle } from '../../api/db/database';
import { suiteResource } from '../support/suite-resource';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type Koa from 'koa';
import request from 'supertest';
import { expect } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../api/db/database';
import { phoneVerifications } from '../../api/db/schema';
import { latestOutboxMessage } from '../../api/db/repositories/verification-repository';
import { createTestApp } from '../support/test-app';

export interface FormsTestApp {
  app: Koa;
  dataDir: string;
  resumesDir: string;
  /** Files under DATA_DIR/uploads/resumes. */
  storedResumes(): string[];
  cleanUp(): void;
}

/**
 * The API on a test database, with a temporary DATA_DIR and limits high enough for a test's many writes
 * (the daily upload budget too).
 */
export function formsTestApp(db: Executor, env: NodeJS.ProcessEnv = {}, overrides: Parameters<typeof createTestApp>[2] = {}): FormsTestApp {
  const dataDir = mkdtempSync(join(tmpdir(), 'forms-api-'));
  const { app } = createTestApp(
    db,
    {
      DATA_DIR: dataDir,
      RATE_LIMIT_WRITES_PER_MINUTE: '100000',
      RATE_LIMIT_CODE_SENDS_PER_HOUR: '100000',
      RATE_LIMIT_REMOVAL_TEXTS_PER_DAY: '100000',
      RATE_LIMIT_REMOVAL_CODE_TRIES_PER_DAY: '100000',
      UPLOAD_BYTES_PER_DAY_PER_ADDRESS: String(2 ** 30),
      ...env,
    },
    overrides,
  );
  const resumesDir = join(dataDir, 'uploads', 'resumes');
  return {
    app,
    dataDir,
    resumesDir,
    storedResumes: () => {
      try {
        return readdirSync(resumesDir);
      } catch {
        return [];
      }
    },
    cleanUp: () => rmSync(dataDir, { recursive: true, force: true }),
  };
}

let phoneCounter = 0;
/** A fresh valid US phone number (10 digits) per call, so the per-phone limits never meet. */
export function freshPhone(): string {
  phoneCounter += 1;
  return `248${String(2_000_000 + ((process.pid * 97 + phoneCounter * 7919 + Date.now()) % 7_000_000)).padStart(7, '0')}`;
}

export async function codeSentTo(db: Executor, phone: string): Promise<string> {
  const message = await latestOutboxMessage(db, phone);
  if (!message) throw new Error(`No code was sent to ${phone}`);
  return /\b(\d{6})\b/.exec(message.body)![1]!;
}

/** How a test's dialog passes the human check before each send (the local provider's tokens unless given). */
export interface SendOptions {
  headers?: Record<string, string>;
  token?: (app: Koa) => Promise<string>;
}

/**
 * What the 'One Last Step!' dialog does: pass the human check, send a code, read it (from the outbox),
 * verify it for the verification id the send answered. Returns that id: a lead's proof of its phone.
 */
export async function verifyPhone(app: Koa, db: Executor, phone: string, options: SendOptions = {}): Promise<string> {
  const verificationId = await sendCode(app, phone, options);
  const code = await codeSentTo(db, phone);
  await request(app.callback()).post('/api/verifyCode').set(options.headers ?? {}).send({ phoneNumber: phone, code, verificationId }).expect(200, { verified: true });
  return verificationId;
}

/** Another verification of a phone already verified here: the resend cooldown and hourly count are moved into the past first. */
export async function verifyPhoneAgain(app: Koa, db: Executor, phone: string, options: SendOptions = {}): Promise<string> {
  await db.update(phoneVerifications).set({ createdAt: new Date(Date.now() - 61 * 60_000) }).where(eq(phoneVerifications.phone, phone));
  return verifyPhone(app, db, phone, options);
}

/** Sends a code the way the dialog does (a fresh human-check token each send) and returns its verification id. */
export async function sendCode(app: Koa, phone: string, options: SendOptions = {}): Promise<string> {
  const turnstileToken = await (options.token ?? humanCheckToken)(app);
  const response = await request(app.callback()).post('/api/sendVerificationCode').set(options.headers ?? {}).send({ phoneNumber: phone, turnstileToken }).expect(200);
  expect(response.body).toEqual({ success: true, verificationId: expect.any(String) });
  return response.body.verificationId as string;
}

export async function humanCheckToken(app: Koa): Promise<string> {
  const response = await request(app.callback()).post('/api/humanCheck/token').expect(200);
  return response.body.token as string;
}

/** The record of the text-message consent box, ticked now on the brokered-rate page. */
export function smsConsent() {
  return { at: new Date().toISOString(), pageUrl: 'https://www.harborpointmortgage.com/get-brokered-rate/' };
}

/** A complete, valid purchase lead (brokered-rate form) for `phone`. */
export function purchaseLead(phone: string, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    firstName: 'Dana',
    lastName: 'Whitfield-Ross',
    email: 'Dana.Whitfield@Example.com',
    phoneNumber: phone,
    smsOptOut: false,
    loanType: 'purchase',
    streetAddress: '42 Harbor View Rd',
    city: 'Royal Oak',
    state: 'MI',
    zipCode: '48067',
    primaryResidence: 'Primary Residence',
    homeType: 'Single-Family',
    creditScore: 'Good',
    referralSource: 'Online',
    propertyPrice: 450000,
    downPayment: 90000,
    realtor: true,
    realtorName: 'Sam Porter',
    realtorEmail: 'sam@realty.example',
    appointmentDate: '2026-12-01',
    appointmentTime: '10:30',
    additionalInfo: 'Looking to close before March.',
    timeZone: 'America/Detroit',
    brokerFirstName: 'Sarah',
    brokerLastName: 'Okafor',
    brokerEmail: 'sarah.okafor@harborpointmortgage.com',
    from: 'broker-profile',
    source: '/get-brokered-rate/',
    consent: smsConsent(),
    ...overrides,
  };
}

export function refinanceLead(phone: string, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  const { propertyPrice: _price, downPayment: _down, realtor: _realtor, realtorName: _name, realtorEmail: _email, ...base } = purchaseLead(phone);
  return {
    ...base,
    loanType: 'refinance',
    propertyValue: 500000,
    currentLoanSize: 300000,
    currentRate: 6.875,
    propertyTaxes: 6000,
    homeInsurance: 1800,
    ...overrides,
  };
}

/**
 * A forms app on the block's test database for the tests of the block it is called in (see
 * suiteResource): made once the database is open, its upload folder removed after the tests.
 */
export function useFormsApp(database: DatabaseHandle, env: NodeJS.ProcessEnv = {}): FormsTestApp {
  return suiteResource('The forms app', async () => formsTestApp(database.db, env), async (forms) => forms.cleanUp());
}
