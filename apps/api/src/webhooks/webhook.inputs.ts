import { GlobalIdOf } from '../common/global-id';
import { ArrayNotEmpty } from 'class-validator';
import { ArgsType, Field, ID, InputType, registerEnumType } from 'type-graphql';
import { OrderInput, PageArgs } from '../common/pagination';
import { code } from '../common/validation';
import { WEBHOOK_ERROR_CODES } from './webhook.errors';
import { WebhookEvent } from './webhook.enums';

/** What a list of webhooks can be ordered by. */
export enum WebhookOrderField {
  CREATED_AT = 'CREATED_AT',
  URL = 'URL',
}
registerEnumType(WebhookOrderField, {
  name: 'WebhookOrderField',
  description: 'What a list of webhooks is ordered by; ties are broken by id.',
  valuesConfig: { CREATED_AT: { description: 'When it was registered (the default, newest first).' }, URL: { description: 'Where events are POSTed.' } },
});

@InputType({ description: 'An order of webhooks: a field and its direction; ties are broken by id.' })
export class WebhookOrder extends OrderInput(WebhookOrderField, 'Webhook') {}

@InputType({ description: 'A new webhook of a world (Creator) or of one of its leagues (Creator or Organizer).' })
export class CreateWebhookInput {
  @Field(() => String, { description: 'World slug.' }) world: string;

  @Field(() => ID, { nullable: true, description: "A league of the world: only its matches and standings are sent. Leave out for the whole world's." })
  @GlobalIdOf('League')
  leagueId?: string | null;

  @Field(() => String, { description: 'Where to POST events: https (plain http only to localhost, in development and tests).' }) url: string;

  @Field(() => [WebhookEvent], { description: 'The events to send (at least one).' })
  @ArrayNotEmpty(code(WEBHOOK_ERROR_CODES.WEBHOOK_EVENTS_REQUIRED, 'name at least one event'))
  events: WebhookEvent[];
}

@ArgsType()
export class WebhooksArgs extends PageArgs {
  @Field(() => String, { description: 'World slug.' }) world: string;

  @Field(() => ID, { nullable: true, description: "A league of the world: its webhooks. Leave out for the world's own." })
  @GlobalIdOf('League')
  leagueId?: string | null;

  @Field(() => WebhookOrder, { nullable: true, description: 'The order of the list; newest first (CREATED_AT DESC) when left out.' })
  orderBy?: WebhookOrder | null;
}
