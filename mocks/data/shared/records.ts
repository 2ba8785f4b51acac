/**
 * The sandbox's records and answers as the contract describes them whole (docs/api/openapi.yaml):
 * the sandbox sends every field we designed. The app's own types (services/) are what a screen may
 * rely on once an answer is read through its shape, where a designed field may be absent.
 */
import type { components } from '@/services/api/api-schema';

type Schemas = components['schemas'];

export type Country = Schemas['Country'];
export type User = Schemas['User'];
export type UserProfile = Schemas['UserProfile'];
export type City = Schemas['City'];
export type Neighborhood = Schemas['Neighborhood'];
export type Address = Schemas['Address'];
export type SubService = Schemas['SubService'];
export type MainCategory = Schemas['MainCategory'];
export type Question = Schemas['Question'];
export type QuestionOption = Question['options'][number];
export type AppNotification = Schemas['AppNotification'];
export type Offer = Schemas['Offer'];
export type ProviderSummary = Schemas['ProviderSummary'];
export type ServiceRequestSummary = Schemas['ServiceRequestSummary'];
export type ServiceRequestDetails = Schemas['ServiceRequestDetails'];
export type SubServiceRef = ServiceRequestSummary['sub_service'];
export type AnswerView = Schemas['AnswerView'];
export type JobOpportunity = Schemas['JobOpportunity'];
export type JobDetails = Schemas['JobDetails'];
export type HiddenJob = Schemas['HiddenJob'];
export type ScheduledWork = Schemas['ScheduledWork'];
export type ProviderProfile = Schemas['ProviderProfile'];
export type PublicProviderProfile = Schemas['PublicProviderProfile'];
export type Balance = Schemas['Balance'];
export type BalanceMovement = Schemas['BalanceMovement'];
export type Rating = Schemas['Rating'];
export type Article = Schemas['Article'];
export type HelpTopic = Schemas['HelpTopic'];
export type Testimonial = Schemas['Testimonial'];
export type ContactMessage = Schemas['ContactMessage'];
