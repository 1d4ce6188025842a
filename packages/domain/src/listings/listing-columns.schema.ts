import { z } from 'zod';
import { LIMITS } from '../constants';
import { MSG } from '../messages';
import { numberField, textField } from './listing-fields';

/**
 * One schema per listing column that more than one form writes (the details form and the
 * feature tabs both set rooms, sizes and the lot): whichever form saves it, the same value is
 * accepted or refused with the same message.
 */
const count = (label: string) => numberField({ label, integer: true, maxLength: 10, max: LIMITS.maxNumeric });

/** Lot size unit: 1 acres, 2 square feet (LOT_SIZE_UNITS); nothing else is stored. */
export const LotSizeTypeId = z
  .union([z.literal(1), z.literal(2)], { error: 'Lot size unit should be acres or square feet' })
  .nullable()
  .optional()
  .transform((v) => v ?? null);

export const LISTING_COLUMN_FIELDS = {
  year: numberField({
    label: 'Year Built',
    integer: true,
    maxLength: 4,
    min: 1000,
    max: 9999,
    minMessage: MSG.yearFourDigits,
    maxMessage: MSG.yearFourDigits,
  }),
  rooms: count('Rooms'),
  bedrooms: count('Bedrooms'),
  fullBaths: count('Full Baths'),
  halfBaths: count('Half Baths'),
  interiorSize: numberField({ label: 'Interior Size', integer: true, maxLength: 13 }),
  exteriorSize: numberField({ label: 'Exterior Size', integer: true, maxLength: 13 }),
  lotSize: numberField({ label: 'Lot Size', maxLength: 10 }),
  lotSizeTypeId: LotSizeTypeId,
  outdoorSpace: textField('Outdoor Space', LIMITS.outdoorSpaceMax),
};
