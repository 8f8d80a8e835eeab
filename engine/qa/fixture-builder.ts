import { answer } from '../answer';
import { back } from '../back';
import { flowIndex, type FlowIndex } from '../flow-index';
import { freshSession } from '../start';
import type { Flow, LoanType, Question } from '../types/flow';
import type { Session } from '../types/session';
import type { RouteEdge } from '../lint/route-edges';
import { routeAnswer } from './answer-picks';
import type { FixtureStep, PathFixture } from './path-fixture';

/**
 * Writes a fixture by walking the engine: every step is applied as a visitor would, so what the fixture
 * expects (questions shown, refusal messages, the end, the answers kept) is what this version does.
 */
export class FixtureBuilder {
  readonly index: FlowIndex;
  session: Session;
  private readonly answers: FixtureStep[] = [];
  private readonly shown: string[] = [];
  private readonly answered = new Set<string>();
  private leftFlow = false;

  constructor(
    readonly flow: Flow,
    readonly loanType: LoanType = flow.loanType,
  ) {
    this.index = flowIndex(flow, loanType);
    this.session = freshSession(flow, loanType);
    this.show();
  }

  get question(): Question | undefined {
    return this.session.current === null || this.leftFlow ? undefined : this.index.questions[this.session.current];
  }

  get key(): string | undefined {
    return this.session.current === null ? undefined : this.index.keys[this.session.current];
  }

  /** Gives an answer the engine must accept; false (and nothing recorded) when it refuses it. */
  accept(value: unknown): boolean {
    const result = answer(this.flow, this.session, value);
    if (result.error !== undefined) return false;
    this.answered.add(this.key!);
    this.answers.push(value);
    this.session = result.session;
    this.show();
    return true;
  }

  /** Gives a value the engine must refuse, recording its message; false (and nothing recorded) when it accepts it. */
  refuse(value: unknown): boolean {
    const result = answer(this.flow, this.session, value);
    if (result.error === undefined) return false;
    this.answers.push({ value, error: result.error });
    return true;
  }

  /** Answers so that each route is taken in turn; false when the engine goes another way. */
  follow(routes: readonly RouteEdge[]): boolean {
    for (const route of routes) {
      const question = this.question;
      if (!question || this.session.current !== route.from) return false;
      if (!this.accept(routeAnswer(question, route, this.session.answers))) return false;
    }
    return true;
  }

  back(): void {
    const result = back(this.flow, this.session);
    this.answers.push({ back: true });
    if (result.effects.some((effect) => effect.type === 'goToChooser')) {
      this.shown.push('(chooser)');
      this.leftFlow = true;
      return;
    }
    this.session = result.session;
    this.show();
  }

  /** The fixture so far; `kept` names answers that must still be there at the end. */
  build(name: string, definitionVersion: string | undefined, kept: string[] = []): PathFixture {
    const absent = [...this.answered].filter((key) => !Object.hasOwn(this.session.answers, key) && !this.leftFlow);
    return {
      name,
      flow: this.flow.id,
      loanType: this.loanType,
      answers: [...this.answers],
      expected: [...this.shown],
      completed: this.session.completed && !this.leftFlow,
      ...(absent.length > 0 ? { absent } : {}),
      ...(kept.length > 0 ? { kept } : {}),
      ...(definitionVersion ? { definitionVersion } : {}),
      generated: true,
    };
  }

  private show(): void {
    if (this.session.current !== null) this.shown.push(this.index.keys[this.session.current]!);
  }
}
