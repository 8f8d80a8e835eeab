/** A normalised answer as stored in a session and sent in a lead. Slider answers are [low, high]. */
export type AnswerValue = string | number | boolean | Array<string | number | boolean>;

export type Answers = Readonly<Record<string, AnswerValue>>;

export type ValidationResult = { ok: true; value: AnswerValue } | { ok: false; message: string };
