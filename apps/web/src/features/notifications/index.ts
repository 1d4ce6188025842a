/** The notifications feature's public face for other features. */
export { ListingReminderButton } from './listing-reminder-button';
