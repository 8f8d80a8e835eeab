/** Definitions in several languages: their texts by key, the texts in a language, and the checks of translations. */
export { DEFINITION_LANGUAGES, SOURCE_LANGUAGE } from '../types/i18n';
export { flowTexts, flowTextEntries, questionKey, optionKey } from './flow-texts';
export { localizeFlow } from './localize-flow';
export { ENGINE_MESSAGES, engineRuleMessages, engineContactMessages } from './engine-messages';
export { isDefinitionLanguage, definitionLanguages, translatedLanguages, LANGUAGE_NAMES } from './languages';
export { translationIssues, type TranslationIssue } from './translation-issues';
export { textCollector, textTableOf, translated, type TextEntry } from './text-entry';
export { translationFinding } from '../lint/rules/translations';
