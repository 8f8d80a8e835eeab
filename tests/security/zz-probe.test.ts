import { afterAll, beforeAll, it } from 'vitest';
import { openTestDatabase } from '../support/test-database';
import { formsTestApp, freshPhone, purchaseLead } from '../api/forms-support';
import { listen, storedCounts } from './security-support';

it('probe', async () => {
  const database = await openTestDatabase('pglite');
  const forms = formsTestApp(database.db);
  const live = await listen(forms.app);
  const time = async (label: string, n: number, fn: () => Promise<unknown>) => {
    const t = performance.now();
    for (let i = 0; i < n; i++) await fn();
    console.log(label, ((performance.now() - t) / n).toFixed(2), 'ms');
  };
  await time('brokers', 200, () => live.send({ method: 'GET', path: '/api/brokers' }));
  await time('siteConfig', 200, () => live.send({ method: 'GET', path: '/api/siteConfig' }));
  await time('estimate', 200, () => live.send({ method: 'GET', path: '/api/estimateLoan?loanType=1&downPayment=20000&salesPrice=300000&occupancyType=1&propertyType=22&zipCode=48067&creditScore=700&firstTimeHomeBuyer=false' }));
  await time('questions', 200, () => live.send({ method: 'GET', path: '/api/questions?entryPath=purchase' }));
  await time('counts', 200, () => storedCounts(database.db));
  await time('removal 422', 200, () => live.send({ method: 'POST', path: '/api/requestRemoval', headers: { 'content-type': 'application/json' }, body: '{}' }));
  await time('removal 201', 200, () => live.send({ method: 'POST', path: '/api/requestRemoval', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ name: 'Al B', email: 'a@b.co', phoneNumber: freshPhone(), confirmation: true }) }));
  await time('quote 422', 200, () => live.send({ method: 'POST', path: '/api/recordQuoteLead', headers: { 'content-type': 'application/json' }, body: '{"answers":{}}' }));
  await time('broker 422', 200, () => live.send({ method: 'POST', path: '/api/recordBrokerLead', headers: { 'content-type': 'application/json' }, body: JSON.stringify({...purchaseLead(freshPhone()), email: 'x'}) }));
  await time('token', 200, () => live.send({ method: 'POST', path: '/api/humanCheck/token' }));
  await time('badjson', 200, () => live.send({ method: 'POST', path: '/api/recordQuoteLead', headers: { 'content-type': 'application/json' }, body: '{"a' }));
  await time('big 413', 50, () => live.send({ method: 'POST', path: '/api/recordQuoteLead', headers: { 'content-type': 'application/json' }, body: 'x'.repeat(200_000) }));
  console.log(await storedCounts(database.db));
  await live.close();
  await database.close();
  forms.cleanUp();
});
