import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { Flow, QuestionOption } from '../../engine';
import { openPage, seriousAxeViolations, useBrowser, waitForHydration } from '../support/browser';
import { flowFile } from './funnels-support';
import { sharedSiteUrl } from '../support/shared-site';

const baseUrl = sharedSiteUrl();
const iconOf = (option: QuestionOption) => (typeof option === 'object' ? option.icon : undefined);

/** Each option button on screen: its accessible name, and the icon drawn inside it. */
async function optionButtons(page: Page) {
  return page.locator('[data-choice]').evaluateAll((buttons) =>
    buttons.map((button) => {
      const svg = button.querySelector('svg[data-option-icon]');
      return {
        text: button.textContent?.trim(),
        icon: svg?.getAttribute('data-option-icon'),
        hidden: svg?.getAttribute('aria-hidden'),
        size: svg ? Math.round(svg.getBoundingClientRect().width) : 0,
        height: button.getBoundingClientRect().height,
      };
    }),
  );
}

describe('option icons in the purchase funnel', () => {
  const browser = useBrowser();

  it('draws the icon each option names, beside its label, hidden from assistive technology, in a tall enough button', async () => {
    const { page, context, consoleErrors } = await openPage(browser, { width: 390, height: 800 });
    await page.goto(`${baseUrl}/quote-landing`);
    await waitForHydration(page);
    await page.getByRole('button', { name: 'I Want To Buy A Home' }).click();
    const flow: Flow = flowFile('purchase');
    for (const question of flow.questions.slice(0, 3)) {
      await page.getByText(question.title, { exact: true }).first().waitFor();
      const options = question.questionData.options!;
      const shown = await optionButtons(page);
      expect(shown.map((button) => button.icon)).toEqual(options.map(iconOf));
      for (const button of shown) {
        expect(button.hidden).toBe('true');
        expect(button.size).toBeGreaterThanOrEqual(24);
        expect(button.height).toBeGreaterThanOrEqual(44);
      }
      // The icon adds nothing to the button's name.
      const first = options[0]!;
      const label = typeof first === 'object' ? first.label : first;
      expect(await page.getByRole('button', { name: label, exact: true }).count()).toBe(1);
      if (question === flow.questions[0]) expect(await seriousAxeViolations(page)).toEqual([]);
      await page.getByRole('button', { name: label, exact: true }).click();
    }
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});
