/** What the concierge feature offers other features: the home button and the user page's hooks. */
export { ConciergeButton } from './concierge-button';
export { useUserConcierge, useConciergeWrite } from './concierge-api';
