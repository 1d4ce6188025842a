/**
 * The web's formatters: the domain's (packages/domain/src/format.ts), shared with the API, which
 * writes the same money, numbers and dates into e-mails and the report PDF.
 */
export {
  formatBytes,
  formatDate,
  formatDateTime,
  formatInstant,
  formatMoney,
  formatNumber,
  formatPhone,
  formatPrice,
  formatVolume,
  formatYesNo,
} from '@atrium/domain';
