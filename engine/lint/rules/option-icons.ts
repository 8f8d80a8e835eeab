import type { Finding } from '../../types/lint';
import { isOptionIconName, OPTION_ICON_NAMES } from '../../flow/option-icons';
import { questionPointer } from '../json-pointer';
import { describe, finding, type LintRule } from '../finding';

/** An option naming an icon the site cannot draw: the option still works, shown without its icon. */
export const unknownOptionIcons: LintRule = (context) => {
  const found: Finding[] = [];
  context.index.questions.forEach((question, at) => {
    const file = context.index.fileIndexes[at]!;
    (question.questionData.options ?? []).forEach((option, i) => {
      if (typeof option !== 'object' || option === null || option.icon === undefined || isOptionIconName(option.icon)) return;
      found.push(finding('unknown-option-icon', questionPointer(file, 'questionData', 'options', i, 'icon'),
        `Option ${i} of ${describe(context, at)} names the icon ${JSON.stringify(option.icon)}, which the site does not have; it shows without an icon.`,
        `Use one of: ${OPTION_ICON_NAMES.join(', ')}; or remove the icon.`));
    });
  });
  return found;
};
