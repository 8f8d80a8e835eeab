import type { Flow, Question, QuestionType } from '../../engine/types/flow';

/** A 500-question flow cycling through every type; every 10th question can skip the next one. */
export function generateFlow(count: number): { flow: Flow; inputs: unknown[] } {
  const types: QuestionType[] = ['options', 'text', 'currency', 'zipcode', 'slider', 'dropdown', 'multiselect'];
  const questions: Question[] = [];
  const inputs: unknown[] = [];
  for (let i = 0; i < count; i++) {
    const type = types[i % types.length]!;
    const component = i + 1;
    const question: Question = { title: `Question number ${component}?`, component, order: component, questionData: { type, alias: `q${component}` } };
    switch (type) {
      case 'options':
        question.questionData.options = [{ label: 'Yes', value: 'yes' }, { label: 'No', value: 'no', nextComponent: component + 2 }, 'Maybe'];
        inputs.push('Yes');
        break;
      case 'dropdown':
        question.questionData.options = ['Below 3%', '3% to 4.99%', '5% to 6.49%', '6.5% to 7.99%', '8% or higher'];
        inputs.push('5% to 6.49%');
        break;
      case 'multiselect':
        question.questionData.options = ['Repairs', { label: 'Debt', value: 'debt', nextComponent: component + 2 }, 'School', 'Savings'];
        question.questionData.nextComponent = component + 1;
        inputs.push(['School', 'Repairs']);
        break;
      case 'text':
        question.questionData.max = 60;
        inputs.push('  Jordan Smith ');
        break;
      case 'currency':
        question.questionData.min = 1000;
        question.questionData.messages = { min: 'Mortgage balance must be at least $1,000' };
        inputs.push('$250,000.50');
        break;
      case 'zipcode':
        inputs.push('48009');
        break;
      case 'slider':
        inputs.push([402_400, '597,600']);
        break;
    }
    questions.push(question);
  }
  const flow: Flow = {
    id: 'bench',
    version: '1.0.0',
    title: 'Benchmark',
    variant: 'questionnaire',
    loanType: 'purchase',
    backPolicy: 'keep-answers',
    contact: { consent: 'By selecting Continue, you agree to be contacted. See our [Privacy Policy](/privacy-policy).' },
    lead: { defaultLoanType: 'purchase' },
    questions,
  };
  return { flow, inputs };
}
