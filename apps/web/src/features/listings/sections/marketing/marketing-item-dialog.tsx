import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Divider,
  Stack,
  Typography,
} from '@mui/material';
import {
  canSaveMarketingItem,
  DEFAULT_MARKETING_TYPE,
  formatListingDate,
  MARKETING_EXTRA_FIELDS,
  MARKETING_FORM_FIELDS,
  MARKETING_ITEM_TYPE_IDS,
  MARKETING_LIMITS,
  MarketingItemInputSchema,
  marketingFormOf,
  marketingTypeName,
  type MarketingExtraField,
  type MarketingForm,
  type MarketingItem,
  type MarketingItemInput,
  type MarketingItemValues,
} from '@atrium/domain';
import { FormText } from '../../../../components/form/form-text';
import { FormDate } from '../../../../components/form/form-date';
import { FormMoney, FormNumber } from '../../../../components/form/form-number';
import { FormCheckbox, FormSelect } from '../../../../components/form/form-choice';
import { MarketingFileField } from './marketing-file-field';

type Props = {
  listingId: number;
  /** The item being edited; none to add one. */
  item: MarketingItem | null;
  isBusy: boolean;
  onSave: (values: MarketingItemValues) => void;
  onClose: () => void;
  /** Called when the item's file was uploaded or removed (it is saved at once, not with the form). */
  onFileChanged: () => void;
};

const COUNT_LABEL: Record<Exclude<MarketingExtraField, 'toDate' | 'audience'>, string> = {
  emailsSent: 'Emails Sent',
  views: 'Views',
  clicks: 'Clicks',
  potentialReach: 'Potential Reach',
  engagements: 'Engagements',
};

const DATE_LABEL: Record<MarketingForm, string> = {
  advertisement: 'Issue Date',
  emailCampaign: 'Date',
  socialCampaign: 'From Date',
  featuredPlacement: 'Date',
  promotion: 'Date',
};
const DESCRIPTION_LABEL: Record<MarketingForm, string> = {
  advertisement: 'Publication',
  emailCampaign: 'Name',
  socialCampaign: 'Description',
  featuredPlacement: 'Description',
  promotion: 'Description',
};

/** Only the chosen type's fields go to the schema: another type's leftovers are dropped. */
const base = zodResolver(MarketingItemInputSchema);
const resolver: Resolver<MarketingItemInput, unknown, MarketingItemValues> = (values, ctx, opts) => {
  const shown = MARKETING_FORM_FIELDS[marketingFormOf(values.marketingTypeId)];
  const kept = { ...values };
  for (const f of MARKETING_EXTRA_FIELDS) if (!shown.includes(f)) delete kept[f];
  return base(kept, ctx, opts);
};

/** Add or edit one marketing item; the fields follow the chosen type, Save waits for the required ones. */
export function MarketingItemDialog({ listingId, item, isBusy, onSave, onClose, onFileChanged }: Props) {
  const { control, handleSubmit } = useForm<MarketingItemInput, unknown, MarketingItemValues>({
    resolver,
    mode: 'onTouched',
    defaultValues: {
      ...(item ? { id: item.id } : {}),
      listingId,
      marketingTypeId: item?.marketingTypeId ?? DEFAULT_MARKETING_TYPE,
      date: item ? formatListingDate(item.date) : '',
      toDate: item?.toDate ? formatListingDate(item.toDate) : '',
      description: item?.description ?? '',
      url: item?.url ?? '',
      audience: item?.audience ?? '',
      emailsSent: item?.emailsSent ?? null,
      views: item?.views ?? null,
      clicks: item?.clicks ?? null,
      potentialReach: item?.potentialReach ?? null,
      engagements: item?.engagements ?? null,
      invoiceNumber: item?.invoiceNumber ?? '',
      vendor: item?.vendor ?? '',
      publish: item?.publish ?? false,
      actualCost: item?.actualCost ?? null,
      agentCost: item?.agentCost ?? null,
      officeCost: item?.officeCost ?? null,
      billingCode: item?.billingCode ?? '',
      cit: item?.cit ?? false,
      isAgentPaid: item?.isAgentPaid ?? false,
    },
  });
  const [typeId, date, description] = useWatch({ control, name: ['marketingTypeId', 'date', 'description'] });
  const form = marketingFormOf(typeId);
  const extra = MARKETING_FORM_FIELDS[form];
  const descriptionMax =
    form === 'advertisement' ? MARKETING_LIMITS.publicationMax : MARKETING_LIMITS.descriptionMax;
  const canSave = canSaveMarketingItem(typeId, { date, description }) && !isBusy;

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="marketing-item-title">
      <DialogTitle id="marketing-item-title">{item ? 'Edit Marketing' : 'Add Marketing'}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ mt: 1 }}>
          <FormSelect
            control={control}
            name="marketingTypeId"
            label="Type"
            required
            options={MARKETING_ITEM_TYPE_IDS.map((id) => ({ value: id, label: marketingTypeName(id) }))}
          />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <FormDate control={control} name="date" label={DATE_LABEL[form]} required />
            {extra.includes('toDate') && <FormDate control={control} name="toDate" label="To Date" />}
          </Stack>
          <FormText
            control={control}
            name="description"
            label={DESCRIPTION_LABEL[form]}
            required
            maxLength={descriptionMax}
          />
          {extra.includes('audience') && (
            <FormText
              control={control}
              name="audience"
              label="Audience"
              maxLength={MARKETING_LIMITS.audienceMax}
            />
          )}
          {extra.some((f) => f in COUNT_LABEL) && (
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              {extra.flatMap((f) =>
                f in COUNT_LABEL
                  ? [
                      <FormNumber
                        key={f}
                        control={control}
                        name={f}
                        label={COUNT_LABEL[f as keyof typeof COUNT_LABEL]}
                      />,
                    ]
                  : [],
              )}
            </Stack>
          )}
          <FormText control={control} name="url" label="Url" placeholder="https://" />
          <Divider />
          <Typography variant="subtitle2" component="h3">
            Cost and Billing
          </Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <FormText
              control={control}
              name="invoiceNumber"
              label="Invoice Number"
              maxLength={MARKETING_LIMITS.invoiceNumberMax}
            />
            <FormText control={control} name="vendor" label="Vendor" maxLength={MARKETING_LIMITS.vendorMax} />
          </Stack>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <FormMoney control={control} name="actualCost" label="Actual Cost" />
            <FormMoney control={control} name="agentCost" label="Agent Cost" />
            <FormMoney control={control} name="officeCost" label="Office Cost" />
          </Stack>
          <FormText
            control={control}
            name="billingCode"
            label="Billing Code"
            maxLength={MARKETING_LIMITS.billingCodeMax}
          />
          <Stack direction="row" sx={{ flexWrap: 'wrap', columnGap: 2 }}>
            <FormCheckbox control={control} name="publish" label="Publish" />
            <FormCheckbox control={control} name="cit" label="CIT" />
            <FormCheckbox control={control} name="isAgentPaid" label="Agent Paid" />
          </Stack>
          <Divider />
          {item ? (
            <MarketingFileField
              listingId={listingId}
              itemId={item.id}
              marketingTypeId={typeId}
              file={item.file}
              onChanged={onFileChanged}
            />
          ) : (
            <Typography variant="body2" color="text.secondary">
              Add the item first, then edit it to attach a file (JPG, PNG or PDF, up to 50 MB).
            </Typography>
          )}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="contained" disabled={!canSave} onClick={() => void handleSubmit(onSave)()}>
          {item ? 'Save' : 'Add'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
