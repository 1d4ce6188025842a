import { z } from 'zod';
import { LIMITS } from '../constants';
import { Id } from '../http';
import { MSG } from '../messages';
import { dateField, numberField, textField } from '../listings/listing-fields';
import { canHideOpenHouseTime, isOpenHouseTimeValid, showingCount } from './showings.rules';

/** Showings and open houses of a listing: what the forms, the API and the answers share. */

/** Free text of a showing or open house (location, agent): a length the spec does not give. */
const SHORT_TEXT_MAX = 500;

const LocalDateTime = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/, { error: 'Use a date and time as YYYY-MM-DDTHH:mm' })
  .nullable();

/** The fields of a showing, shared by its form, its routes and the import's rows. */
export const showingFields = {
  showingDate: dateField('Showing date'),
  buyer: textField('Buyer', LIMITS.showingBuyerMax),
  buyerAgents: textField('Buyer agents', LIMITS.showingBuyerMax),
  location: textField('Location', SHORT_TEXT_MAX),
  notes: textField('Notes', LIMITS.showingNotesMax),
  feedback: textField('Feedback', LIMITS.showingFeedbackMax),
  count: numberField({ label: 'Number of showings', integer: true, max: 9999 }),
};

type ShowingFieldsOut = { showingDate: string | null; count: number | null };

/** A date is required; a date with no count counts 1; otherwise at least 1. */
export function checkShowing<T extends ShowingFieldsOut>(v: T, ctx: z.RefinementCtx): T & { count: number } {
  if (!v.showingDate)
    ctx.addIssue({ code: 'custom', path: ['showingDate'], message: MSG.required(['Showing date']) });
  const count = showingCount(v.showingDate, v.count);
  if (v.showingDate && count < 1)
    ctx.addIssue({ code: 'custom', path: ['count'], message: MSG.showingCountMin });
  return { ...v, count };
}

/** PUT Showing/{id} and the row's form. */
export const ShowingUpdateSchema = z.strictObject(showingFields).transform(checkShowing);
/** POST Showing: the same with the listing. */
export const ShowingCreateSchema = z
  .strictObject({ listingId: Id, ...showingFields })
  .transform(checkShowing);
export type ShowingInput = z.input<typeof ShowingUpdateSchema>;
export type ShowingBody = z.output<typeof ShowingUpdateSchema>;

export const Showing = z
  .object({
    id: z.int(),
    listingId: z.int(),
    listingNumber: z.string().nullable(),
    showingDate: z.string(),
    buyer: z.string().nullable(),
    buyerAgents: z.string().nullable(),
    location: z.string().nullable(),
    notes: z.string().nullable(),
    feedback: z.string().nullable(),
    count: z.int(),
  })
  .meta({ id: 'Showing' });
export type Showing = z.infer<typeof Showing>;

const openHouseFields = {
  startDateTime: LocalDateTime,
  endDateTime: LocalDateTime,
  showingAgent: textField('OH agent', SHORT_TEXT_MAX),
  attendees: numberField({ label: 'Attendees', integer: true, max: 99999 }),
  notes: textField('Notes', LIMITS.openHouseNotesMax),
  section: textField('Section', LIMITS.openHouseSectionMax),
  byAppointmentOnly: z.boolean().default(false),
  doNotShowTime: z.boolean().default(false),
  brokerOnly: z.boolean().default(false),
  isVirtual: z.boolean().default(false),
  virtualUrl: textField('Virtual URL', 2000),
};

type OpenHouseOut = {
  startDateTime: string | null;
  endDateTime: string | null;
  byAppointmentOnly: boolean;
  doNotShowTime: boolean;
};

function checkOpenHouse<T extends OpenHouseOut>(v: T, ctx: z.RefinementCtx) {
  if (!v.startDateTime)
    ctx.addIssue({ code: 'custom', path: ['startDateTime'], message: MSG.required(['Start date and time']) });
  if (!v.endDateTime)
    ctx.addIssue({ code: 'custom', path: ['endDateTime'], message: MSG.required(['End date and time']) });
  if (v.startDateTime && v.endDateTime && !isOpenHouseTimeValid(v.startDateTime, v.endDateTime))
    ctx.addIssue({ code: 'custom', path: ['endDateTime'], message: MSG.openHouseStartBeforeEnd });
  if (v.doNotShowTime && !canHideOpenHouseTime(v.byAppointmentOnly))
    ctx.addIssue({ code: 'custom', path: ['doNotShowTime'], message: MSG.openHouseDoNotShowTime });
}

/** PUT OpenHouse/{id}. */
export const OpenHouseUpdateSchema = z.strictObject(openHouseFields).superRefine(checkOpenHouse);
/** POST OpenHouse: the same with the listing. */
export const OpenHouseCreateSchema = z
  .strictObject({ listingId: Id, ...openHouseFields })
  .superRefine(checkOpenHouse);
export type OpenHouseInput = z.input<typeof OpenHouseUpdateSchema>;
export type OpenHouseBody = z.output<typeof OpenHouseUpdateSchema>;

export const OpenHouse = z
  .object({
    id: z.int(),
    listingId: z.int(),
    listingNumber: z.string().nullable(),
    startDateTime: z.string(),
    endDateTime: z.string(),
    showingAgent: z.string().nullable(),
    attendees: z.int().nullable(),
    notes: z.string().nullable(),
    section: z.string().nullable(),
    byAppointmentOnly: z.boolean(),
    doNotShowTime: z.boolean(),
    brokerOnly: z.boolean(),
    isVirtual: z.boolean(),
    virtualUrl: z.string().nullable(),
  })
  .meta({ id: 'OpenHouse' });
export type OpenHouse = z.infer<typeof OpenHouse>;

/** The answer of a save: the row as stored and the spec's sentence. */
export const ShowingSaved = Showing.extend({ message: z.string() });
export const OpenHouseSaved = OpenHouse.extend({ message: z.string() });
