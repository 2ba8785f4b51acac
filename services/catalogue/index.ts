/**
 * The public entry of catalogue in services/: what other domains, the frame and the sandbox use
 * (docs/architecture.md "Where each domain lives"). The rest of services/catalogue/ is the domain's own:
 * lint refuses an import of it from outside (eslint.config.mjs domainZones).
 */
export { getFirstQuestion, getNextQuestion } from './questions';
export type {
  Answer,
  Answers,
  MainCategory,
  Question,
  QuestionOption,
  QuestionType,
  QuestionUserType,
  SubService,
} from './catalogue';
export { DRAWN_ICONS } from './catalogue-icons';
export type { CatalogueIcon } from './catalogue-icons';
export {
  ANSWERS as CATALOGUE_ANSWERS,
  mainCategoryShape,
  nextQuestionShape,
  questionShape,
  subServiceShape,
} from './catalogue-shapes';
export { foldForSearch, queryWords } from './search';
