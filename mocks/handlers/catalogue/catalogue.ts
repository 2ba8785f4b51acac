import { idParam, numberList } from '@/mocks/handlers/shared/params';
import { LIMITS } from '@/services/shared/limits';
import { nextQuestionId } from '../../rules/catalogue/question-flows';
import { db } from '../../shared/db';
import { fail, paginate, route } from '../../shared/http';
import { flowOf, toQuestion } from '../../tables/catalogue/catalogue';
import type { MainCategory } from '../../data/shared/records';

const market = () => db.state.market;

/** Main categories, sub-services and their question flows (docs/api/marketplace.md, "Catalogue"). */
export const catalogueHandlers = [
  route('get', `services/main-categories/?page_size=${LIMITS.listPageSize}`, ({ url }) => {
    const { categories, subServices } = market();
    const results: MainCategory[] = categories.map((category) => ({
      ...category,
      sub_services: subServices.filter((item) => item.category === category.id),
    }));
    return paginate(url, results);
  }),
  route('get', 'services/main-categories/:id/', (context) => {
    const id = idParam(context);
    const category = market().categories.find((item) => item.id === id) ?? fail(404, 'NO_RESULT');
    return { ...category, sub_services: market().subServices.filter((item) => item.category === id) };
  }),
  route('get', 'services/sub-services/:id/questions/first/', (context) => {
    const id = Number(context.params.id);
    const userType = context.url.searchParams.get('user_type');
    if (userType !== 'client' && userType !== 'provider')
      fail(400, { text: 'Query parameter user_type must be client or provider' });
    if (!market().subServices.some((item) => item.id === id)) fail(404, 'FIRST_QUESTION_FAILED');
    const [first] = flowOf(id, userType);
    if (!first) fail(404, 'NO_QUESTIONS');
    return toQuestion(first);
  }),
  route('get', 'services/sub-services/:id/', (context) => {
    const id = idParam(context);
    return market().subServices.find((item) => item.id === id) ?? fail(404, 'NO_RESULT');
  }),
  route('post', 'services/questions/:id/next/', async (context) => {
    const id = idParam(context);
    const question = market().questions.find((item) => item.id === id) ?? fail(404, 'NO_RESULT');
    const { option_ids: optionIds } = await context.body({ option_ids: 'array' });
    const picked = numberList(optionIds, 'option_ids');
    const known = new Set(question.options.map((option) => option.id));
    if (picked.some((option) => !known.has(option))) fail(400, { text: 'Unknown option for this question' });
    const nextId = nextQuestionId(question, picked);
    const next = market().questions.find((item) => item.id === nextId);
    return { question: next ? toQuestion(next) : null };
  }),
];
