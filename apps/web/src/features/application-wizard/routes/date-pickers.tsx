// The adapter is shared: the reports' and the dashboard's date fields use it too (issue 30).
export { DatePickers } from '../../../components/form/date-pickers';
