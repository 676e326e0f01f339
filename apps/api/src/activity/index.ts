import { ActivityResolver } from './activity.resolver';

/** The activity feature (a world's campaign log and dashboard): what it adds to the schema. */
export const activityResolvers: Function[] = [ActivityResolver];
