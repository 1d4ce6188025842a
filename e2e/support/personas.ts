import { PERSONAS } from '../../apps/api/src/db/seed/personas';

/** The e-mails of the demo personas (../shared/personas.md), as the demo data creates them. */
export const PERSONA_EMAILS = PERSONAS.map((p) => p.email);
