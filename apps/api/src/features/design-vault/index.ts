/** What the design-vault feature offers the app: its routes. */
export { designVaultRoutes } from './design-vault.routes';
