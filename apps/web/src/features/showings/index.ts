/** Showings and open houses: their calls and the record rows the listing page's sections use. */
export { DetailList, RecordRows, type RecordColumn } from './record-rows';
export { showingKeys, useOpenHouses, useRefreshShowings, useShowings } from './showings-api';
export { RecordEditFrame, RecordFormActions, RecordList } from './record-list';
export { importFailureText, useImportShowings, type ShowingsImportAnswer } from './showings-api';
